import * as React from 'react';
import { TablePagination, tablePaginationClasses } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

const Pagination = styled(TablePagination)(({ theme }) => ({
  padding: '8px 0 0',
  fontSize: '0.875rem',
  [`& .${tablePaginationClasses.toolbar}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 12,
  },
  [`& .${tablePaginationClasses.spacer}`]: { flex: 1 },
  [`& .${tablePaginationClasses.selectLabel}, & .${tablePaginationClasses.displayedRows}`]: {
    margin: 0,
  },
  [`& .${tablePaginationClasses.select}, & .${tablePaginationClasses.actions} button`]: {
    padding: '2px 8px',
    borderRadius: 6,
    border: '1px solid #c2c8d3',
    font: 'inherit',
    color: 'inherit',
    backgroundColor: '#fff',
    ...theme.applyStyles('dark', { borderColor: '#4b5565', backgroundColor: '#171a21' }),
  },
  [`& .${tablePaginationClasses.actions}`]: { display: 'flex', gap: 4 },
  [`& .${tablePaginationClasses.actions} button:disabled`]: { opacity: 0.4 },
}));

const Table = styled('table')(({ theme }) => ({
  width: '100%',
  maxWidth: 480,
  borderCollapse: 'collapse',
  fontSize: '0.875rem',
  '& th, & td': { padding: '6px 8px', textAlign: 'start' },
  '& tbody td': { borderTop: '1px solid #dadee6' },
  ...theme.applyStyles('dark', { '& tbody td': { borderTopColor: '#3d4452' } }),
}));

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
    <Table>
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
          <Pagination
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
          />
        </tr>
      </tfoot>
    </Table>
  );
}
