import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const visitors = [1820, 1950, 2410, 2680, 3120, 3540, 3890, 3720, 3010, 2560, 2100, 2290];

export default function TableSticky() {
  const total = visitors.reduce((sum, value) => sum + value, 0);
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Monthly visitors, scrollable"
      sx={{ height: 240, overflow: 'auto', borderRadius: 'sm', width: '100%' }}
    >
      <Table stickyHeader stickyFooter stripe="even" aria-label="Monthly visitors">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col" style={{ textAlign: 'end' }}>
              Visitors
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month, index) => (
            <tr key={month}>
              <td>{month}</td>
              <td style={{ textAlign: 'end' }}>{(visitors[index] ?? 0).toLocaleString('en-GB')}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td style={{ textAlign: 'end' }}>{total.toLocaleString('en-GB')}</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
