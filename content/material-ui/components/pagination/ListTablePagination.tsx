import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';

const customers = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Tailspin',
  'Wingtip',
  'Adventure Works',
  'Litware',
  'Proseware',
  'Lucerne',
  'Coho Winery',
  'Alpine Ski',
  'Blue Yonder',
  'Trey Research',
].map((name, index) => ({ id: index + 1, name, orders: ((index * 37) % 90) + 3 }));

export default function ListTablePagination() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const visible = customers.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <Paper variant="outlined">
      <List dense aria-label="Customers">
        {visible.map((customer) => (
          <ListItem key={customer.id} divider>
            <ListItemText primary={customer.name} secondary={`${customer.orders} orders`} />
          </ListItem>
        ))}
      </List>
      <TablePagination
        component="div"
        count={customers.length}
        page={page}
        onPageChange={(_event, newPage) => setPage(newPage)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10, 25]}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(parseInt(event.target.value, 10));
          setPage(0);
        }}
      />
    </Paper>
  );
}
