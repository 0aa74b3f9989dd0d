import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import classes from './BasicTablePagination.module.css';

const slotProps = {
  root: { className: classes.root },
  toolbar: { className: classes.toolbar },
  spacer: { className: classes.spacer },
  selectLabel: { className: classes.text },
  displayedRows: { className: classes.text },
  select: { className: classes.select },
  actions: { className: classes.actions },
};

const INVOICES = Array.from({ length: 23 }, (_, index) => ({
  id: `INV-${String(2040 + index)}`,
  customer: ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware'][index % 5],
  total: 120 + ((index * 37) % 900),
}));

export default function BasicTablePagination() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const visible = INVOICES.slice(page * rowsPerPage, (page + 1) * rowsPerPage);
  return (
    <table className={classes.table}>
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Customer</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {visible.map((invoice) => (
          <tr key={invoice.id}>
            <td>{invoice.id}</td>
            <td>{invoice.customer}</td>
            <td>${invoice.total}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <TablePagination
            colSpan={3}
            count={INVOICES.length}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[5, 10, 25]}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
            slotProps={slotProps}
          />
        </tr>
      </tfoot>
    </table>
  );
}
