import Table from '@mui/joy/Table';

const rows = [
  { city: 'Reykjavík', high: 2.1, low: -3.4, rain: 88 },
  { city: 'Singapore', high: 31.2, low: 24.8, rain: 256 },
  { city: 'Marrakesh', high: 19.6, low: 6.9, rain: 32 },
];

export default function TableAlignment() {
  return (
    <Table
      aria-label="December climate"
      // Every cell after the first in each row lines up at the end, digits under digits.
      sx={{
        '& tr > *:not(:first-of-type)': { textAlign: 'end' },
        '& td': { fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <thead>
        <tr>
          <th scope="col">City</th>
          <th scope="col">High (°C)</th>
          <th scope="col">Low (°C)</th>
          <th scope="col">Rain (mm)</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.city}>
            <td>{row.city}</td>
            <td>{row.high.toFixed(1)}</td>
            <td>{row.low.toFixed(1)}</td>
            <td>{row.rain}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
