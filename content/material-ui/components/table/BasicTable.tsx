import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const plans = [
  { name: 'Starter', seats: 3, storage: 10, price: 0 },
  { name: 'Team', seats: 15, storage: 100, price: 49 },
  { name: 'Business', seats: 50, storage: 1000, price: 199 },
  { name: 'Enterprise', seats: 500, storage: 10000, price: 899 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function BasicTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 480 }}>
        <caption>Monthly prices, billed yearly</caption>
        <TableHead>
          <TableRow>
            <TableCell>Plan</TableCell>
            <TableCell align="right">Seats</TableCell>
            <TableCell align="right">Storage (GB)</TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan) => (
            <TableRow key={plan.name} sx={{ '&:last-child td, &:last-child th': { border: 0 } }}>
              <TableCell component="th" scope="row">
                {plan.name}
              </TableCell>
              <TableCell align="right">{plan.seats.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{plan.storage.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{currency.format(plan.price)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
