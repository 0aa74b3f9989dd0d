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

const RESULTS = [
  'Getting started with design tokens',
  'Accessible colour contrast in dark mode',
  'Building a date range picker',
  'Right-to-left layouts with logical properties',
  'Testing focus management',
  'Server rendering and hydration',
  'Designing empty states',
  'Keyboard shortcuts that people remember',
];

export default function TablePaginationList() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(3);
  const visible = RESULTS.slice(page * rowsPerPage, (page + 1) * rowsPerPage);
  return (
    <div className="max-w-[420px] text-sm">
      <ol start={page * rowsPerPage + 1} className="m-0 ps-6 leading-[1.8]">
        {visible.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ol>
      <TablePagination
        slots={{ root: 'div' }}
        count={RESULTS.length}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[3, 6]}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        slotProps={slotProps}
      />
    </div>
  );
}
