import Box from '@mui/joy/Box';
import Table from '@mui/joy/Table';
import type { ColorPaletteProp } from '@mui/joy/styles';

type Status = 'Running' | 'Slow' | 'Down';

const services: { name: string; region: string; latency: string; status: Status }[] = [
  { name: 'Checkout API', region: 'eu-west', latency: '84 ms', status: 'Running' },
  { name: 'Image resizer', region: 'us-east', latency: '910 ms', status: 'Slow' },
  { name: 'Search index', region: 'eu-west', latency: '—', status: 'Down' },
  { name: 'Mailer', region: 'ap-south', latency: '120 ms', status: 'Running' },
];

const statusColor: Record<Status, ColorPaletteProp | undefined> = {
  Running: undefined,
  Slow: 'warning',
  Down: 'danger',
};

export default function TableRowStatus() {
  return (
    <Table aria-label="Service health" borderAxis="xBetween" sx={{ maxWidth: 520 }}>
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">Region</th>
          <th scope="col">Latency</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {services.map((service) => {
          const color = statusColor[service.status];
          return (
            <Box
              component="tr"
              key={service.name}
              sx={color ? (theme) => theme.variants.soft[color] : undefined}
            >
              <td>{service.name}</td>
              <td>{service.region}</td>
              <td>{service.latency}</td>
              <td>{service.status}</td>
            </Box>
          );
        })}
      </tbody>
    </Table>
  );
}
