import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const expenses = [
  { date: 'Oct 2', item: 'Train to Lyon', category: 'Travel', amount: 86.4 },
  { date: 'Oct 2', item: 'Hotel, 2 nights', category: 'Lodging', amount: 238 },
  { date: 'Oct 3', item: 'Client dinner', category: 'Meals', amount: 142.5 },
  { date: 'Oct 3', item: 'Taxi', category: 'Travel', amount: 24.9 },
  { date: 'Oct 4', item: 'Conference pass', category: 'Events', amount: 390 },
  { date: 'Oct 4', item: 'Lunch', category: 'Meals', amount: 18.2 },
  { date: 'Oct 5', item: 'Train to Paris', category: 'Travel', amount: 86.4 },
  { date: 'Oct 5', item: 'Printing', category: 'Office', amount: 12 },
];

const total = expenses.reduce((sum, expense) => sum + expense.amount, 0);

export default function StickyHeaderTable() {
  return (
    <Paper variant="outlined">
      <TableContainer
        sx={{ maxHeight: 280 }}
        tabIndex={0}
        role="region"
        aria-label="Trip expenses, scrollable"
      >
        <Table stickyHeader size="small" aria-label="Trip expenses">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Item</TableCell>
              <TableCell>Category</TableCell>
              <TableCell align="right">Amount (€)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {expenses.map((expense) => (
              <TableRow key={`${expense.date}-${expense.item}`}>
                <TableCell>{expense.date}</TableCell>
                <TableCell>{expense.item}</TableCell>
                <TableCell>{expense.category}</TableCell>
                <TableCell align="right">{expense.amount.toFixed(2)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={3}>Total</TableCell>
              <TableCell align="right">{total.toFixed(2)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}
