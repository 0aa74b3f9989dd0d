import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const regions = [
  { name: 'North', base: 120 },
  { name: 'South', base: 95 },
  { name: 'East', base: 140 },
  { name: 'West', base: 110 },
];

export default function TableColumnPinning() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Monthly sales by region (scrolls sideways)"
      sx={{
        overflow: 'auto',
        borderRadius: 'sm',
        maxWidth: '100%',
        // The pinned cells must be opaque, or the scrolled cells show through them.
        '& tr > *:first-of-type': {
          position: 'sticky',
          insetInlineStart: 0,
          zIndex: 1,
          bgcolor: 'background.surface',
          boxShadow: '1px 0 var(--TableCell-borderColor)',
        },
        '& tr > *:last-of-type': {
          position: 'sticky',
          insetInlineEnd: 0,
          zIndex: 1,
          bgcolor: 'background.surface',
          boxShadow: '-1px 0 var(--TableCell-borderColor)',
        },
      }}
    >
      <Table
        aria-label="Monthly sales by region, in units"
        sx={{ minWidth: 1100, '& td': { textAlign: 'end' } }}
      >
        <thead>
          <tr>
            <th scope="col" style={{ width: 90 }}>
              Region
            </th>
            {months.map((month) => (
              <th key={month} scope="col" style={{ textAlign: 'end' }}>
                {month}
              </th>
            ))}
            <th scope="col" style={{ width: 90, textAlign: 'end' }}>
              Year
            </th>
          </tr>
        </thead>
        <tbody>
          {regions.map((region) => {
            const values = months.map((_month, index) => region.base + ((index * 37) % 50));
            return (
              <tr key={region.name}>
                <th scope="row">{region.name}</th>
                {values.map((value, index) => (
                  <td key={months[index]}>{value}</td>
                ))}
                <td>
                  <strong>{values.reduce((sum, value) => sum + value, 0)}</strong>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Sheet>
  );
}
