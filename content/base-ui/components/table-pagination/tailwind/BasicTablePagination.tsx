import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

const control = [
  'rounded-md border border-solid border-slate-300 bg-white px-2 py-0.5 font-[inherit]',
  'text-inherit dark:border-slate-600 dark:bg-slate-900',
].join(' ');
const controls = [
  '[&_button]:rounded-md [&_button]:border [&_button]:border-solid [&_button]:border-slate-300',
  '[&_button]:bg-white [&_button]:px-2 [&_button]:py-0.5 [&_button]:font-[inherit]',
  '[&_button]:text-inherit dark:[&_button]:border-slate-600 dark:[&_button]:bg-slate-900',
].join(' ');

const slotProps = {
  root: { className: 'pt-2 text-sm' },
  toolbar: { className: 'flex flex-wrap items-center gap-3' },
  spacer: { className: 'flex-1' },
  selectLabel: { className: 'm-0' },
  displayedRows: { className: 'm-0' },
  select: { className: control },
  actions: { className: `flex gap-1 [&_button:disabled]:opacity-40 ${controls}` },
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
    <table className="w-full max-w-[480px] border-collapse text-sm [&_td]:px-2 [&_td]:py-1.5 [&_td]:text-start [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-start [&_tbody_td]:border-0 [&_tbody_td]:border-t [&_tbody_td]:border-solid [&_tbody_td]:border-slate-200 dark:[&_tbody_td]:border-slate-700">
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
