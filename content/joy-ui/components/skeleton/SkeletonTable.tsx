import * as React from 'react';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';

const orders = [
  { id: '#3081', customer: 'Ana Costa', total: '€54.20' },
  { id: '#3082', customer: 'Jonas Weber', total: '€12.00' },
  { id: '#3083', customer: 'Mei Lin', total: '€230.75' },
];

export default function SkeletonTable() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 460, alignItems: 'flex-start' }}>
      <Button size="sm" variant="outlined" onClick={() => setLoading((value) => !value)}>
        {loading ? 'Show the orders' : 'Back to loading'}
      </Button>
      <Table aria-busy={loading} size="sm">
        <caption>Latest orders</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <Skeleton loading={loading} variant="inline">
                  {order.id}
                </Skeleton>
              </td>
              <td>
                <Skeleton loading={loading} variant="inline">
                  {order.customer}
                </Skeleton>
              </td>
              <td>
                <Skeleton loading={loading} variant="inline">
                  {order.total}
                </Skeleton>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
