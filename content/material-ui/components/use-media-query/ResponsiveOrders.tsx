import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

const orders = [
  { id: '#1042', customer: 'Lena Fischer', total: '€129.00', status: 'Shipped' },
  { id: '#1043', customer: 'Omar Haddad', total: '€58.40', status: 'Processing' },
  { id: '#1044', customer: 'Mei Tanaka', total: '€312.75', status: 'Delivered' },
] as const;

export default function ResponsiveOrders() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));

  if (wide) {
    return (
      <Table size="small" aria-label="Recent orders">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell>{order.id}</TableCell>
              <TableCell>{order.customer}</TableCell>
              <TableCell align="right">{order.total}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={order.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Stack
      component="ul"
      spacing={1}
      aria-label="Recent orders"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {orders.map((order) => (
        <Card component="li" key={order.id} variant="outlined">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle2" component="p">
                {order.id} · {order.customer}
              </Typography>
              <Chip size="small" variant="outlined" label={order.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Total {order.total}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
