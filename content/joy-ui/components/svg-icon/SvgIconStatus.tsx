import Box from '@mui/joy/Box';
import SvgIcon from '@mui/joy/SvgIcon';
import Typography from '@mui/joy/Typography';

const services = [
  { name: 'Checkout', status: 'ok' },
  { name: 'Search', status: 'degraded' },
  { name: 'E-mail', status: 'ok' },
] as const;

function StatusIcon({ status }: { status: 'ok' | 'degraded' }) {
  return status === 'ok' ? (
    <SvgIcon color="success" titleAccess="Operational">
      <circle cx="12" cy="12" r="9" />
    </SvgIcon>
  ) : (
    <SvgIcon color="warning" titleAccess="Degraded">
      <path d="M12 3 22 20H2z" />
    </SvgIcon>
  );
}

export default function SvgIconStatus() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {services.map((service) => (
        <Box
          component="li"
          key={service.name}
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <StatusIcon status={service.status} />
          <Typography>{service.name}</Typography>
        </Box>
      ))}
    </Box>
  );
}
