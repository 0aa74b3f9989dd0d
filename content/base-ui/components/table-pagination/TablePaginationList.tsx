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

const Results = styled('div')({
  maxWidth: 420,
  fontSize: '0.875rem',
  '& ol': { margin: 0, paddingInlineStart: 24, lineHeight: 1.8 },
});

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
    <Results>
      <ol start={page * rowsPerPage + 1}>
        {visible.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ol>
      <Pagination
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
      />
    </Results>
  );
}
