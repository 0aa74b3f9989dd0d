import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

interface Order {
  id: string;
  customer: string;
  date: string;
  total: number;
}

const customers = ['Ana Costa', 'Ben Carter', 'Chloé Martin', 'Dev Patel', 'Eva Novak', 'Femi Ade'];
const orders: Order[] = Array.from({ length: 23 }, (_, index) => ({
  id: `#${(1040 + index).toString()}`,
  customer: customers[index % customers.length] ?? '',
  date: `2026-10-${String((index % 28) + 1).padStart(2, '0')}`,
  total: ((index * 37) % 250) + 19.9,
}));

const columns = [
  { key: 'id', label: 'Order', numeric: false },
  { key: 'customer', label: 'Customer', numeric: false },
  { key: 'date', label: 'Date', numeric: false },
  { key: 'total', label: 'Total ($)', numeric: true },
] as const;

export default function SortableTable() {
  const [orderBy, setOrderBy] = React.useState<keyof Order>('date');
  const [direction, setDirection] = React.useState<'asc' | 'desc'>('desc');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const sorted = [...orders].sort((a, b) => {
    const result = a[orderBy] < b[orderBy] ? -1 : a[orderBy] > b[orderBy] ? 1 : 0;
    return direction === 'asc' ? result : -result;
  });
  const visible = sorted.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  const sortBy = (key: keyof Order) => {
    setDirection(orderBy === key && direction === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
    setPage(0);
  };

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Recent orders">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={orderBy === column.key ? direction : false}
                >
                  <TableSortLabel
                    active={orderBy === column.key}
                    direction={orderBy === column.key ? direction : 'asc'}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((order) => (
              <TableRow key={order.id} hover>
                <TableCell>{order.id}</TableCell>
                <TableCell>{order.customer}</TableCell>
                <TableCell>{order.date}</TableCell>
                <TableCell align="right">{order.total.toFixed(2)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={orders.length}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10, 25]}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
