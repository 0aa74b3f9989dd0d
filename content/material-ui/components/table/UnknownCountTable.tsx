import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

// The audit log of a shared workspace. The "server" only says whether a page is the last one,
// never how many entries there are in total.
const actions = [
  'signed in',
  'renamed a folder',
  'shared a file',
  'changed a role',
  'exported data',
];
const people = ['Ines', 'Tomasz', 'Adaeze', 'Kenji', 'Lucía', 'Priya'];
const TOTAL_ON_SERVER = 57;

const log = Array.from({ length: TOTAL_ON_SERVER }, (_, index) => ({
  id: 9001 + index,
  who: people[index % people.length],
  what: actions[(index * 3) % actions.length],
  minutesAgo: 4 + index * 7,
}));

function fetchLogPage(page: number, rowsPerPage: number) {
  const start = page * rowsPerPage;
  const rows = log.slice(start, start + rowsPerPage);
  return { rows, isLast: start + rowsPerPage >= TOTAL_ON_SERVER };
}

export default function UnknownCountTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  // -1 until the last page has been seen; then the real count.
  const [count, setCount] = React.useState(-1);

  const { rows, isLast } = fetchLogPage(page, rowsPerPage);
  const knownCount = isLast ? page * rowsPerPage + rows.length : count;
  if (knownCount !== count) {
    setCount(knownCount);
  }

  return (
    <Paper variant="outlined" sx={{ width: '100%' }}>
      <TableContainer
        sx={{ maxHeight: 320 }}
        tabIndex={0}
        role="region"
        aria-label="Workspace audit log, scrollable"
      >
        <Table stickyHeader size="small" aria-label="Workspace audit log">
          <TableHead>
            <TableRow>
              <TableCell>Entry</TableCell>
              <TableCell>Person</TableCell>
              <TableCell>Action</TableCell>
              <TableCell align="right">Minutes ago</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>#{row.id}</TableCell>
                <TableCell>{row.who}</TableCell>
                <TableCell>{row.what}</TableCell>
                <TableCell align="right">{row.minutesAgo}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={page}
        onPageChange={(_event, newPage) => setPage(newPage)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10, 25]}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        showFirstButton
        showLastButton
      />
    </Paper>
  );
}
