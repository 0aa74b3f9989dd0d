import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import classes from './TablePaginationList.module.css';

const slotProps = {
  root: { className: classes.root },
  toolbar: { className: classes.toolbar },
  spacer: { className: classes.spacer },
  selectLabel: { className: classes.text },
  displayedRows: { className: classes.text },
  select: { className: classes.select },
  actions: { className: classes.actions },
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
    <div className={classes.results}>
      <ol start={page * rowsPerPage + 1} className={classes.list}>
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
