import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';

const releases = [
  { version: '3.2.0', date: '2026-11-18', notes: 'Offline mode' },
  { version: '3.1.4', date: '2026-10-30', notes: 'Fixes sync on slow networks' },
  { version: '3.1.3', date: '2026-10-12', notes: 'Smaller install size' },
];

function Releases({ label }: { label: string }) {
  return (
    // Header cells use text.secondary; on a strong surface the primary text colour reads better.
    <Table aria-label={label} size="sm" sx={{ '& thead th': { color: 'text.primary' } }}>
      <thead>
        <tr>
          <th scope="col" style={{ width: 80 }}>
            Version
          </th>
          <th scope="col" style={{ width: 110 }}>
            Date
          </th>
          <th scope="col">Notes</th>
        </tr>
      </thead>
      <tbody>
        {releases.map((row) => (
          <tr key={row.version}>
            <td>{row.version}</td>
            <td>{row.date}</td>
            <td>{row.notes}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export default function TableSheet() {
  return (
    <Stack spacing={2}>
      {/* The header cells take the sheet's background, whatever its variant. */}
      <Sheet variant="soft" color="warning" sx={{ borderRadius: 'sm', p: 1 }}>
        <Releases label="Releases (soft warning sheet)" />
      </Sheet>
      {/* With invertedColors, the table's text and lines adapt to the solid surface. */}
      <Sheet variant="solid" color="primary" invertedColors sx={{ borderRadius: 'sm', p: 1 }}>
        <Releases label="Releases (solid primary sheet, inverted)" />
      </Sheet>
    </Stack>
  );
}
