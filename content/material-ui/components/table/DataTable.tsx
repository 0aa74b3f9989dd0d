import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';

type Priority = 'Low' | 'Normal' | 'High' | 'Urgent';

interface Ticket {
  id: string;
  subject: string;
  requester: string;
  priority: Priority;
  opened: string;
}

const priorityRank: Record<Priority, number> = { Low: 0, Normal: 1, High: 2, Urgent: 3 };

const subjects = [
  'Cannot reset password',
  'Invoice shows wrong VAT',
  'Export to CSV times out',
  'Dark mode toggle missing',
  'Two-factor code never arrives',
  'Team invite link expired',
];
const requesters = ['Ama Mensah', 'Ilse de Vries', 'Kenji Mori', 'Lucía Romero', 'Tomás Silva'];
const priorities: Priority[] = ['Normal', 'High', 'Low', 'Urgent', 'Normal'];

const initialTickets: Ticket[] = Array.from({ length: 17 }, (_, index) => ({
  id: `T-${3100 + index}`,
  subject: subjects[index % subjects.length] ?? '',
  requester: requesters[(index * 3) % requesters.length] ?? '',
  priority: priorities[index % priorities.length] ?? 'Normal',
  opened: `2026-11-${String(((index * 7) % 26) + 1).padStart(2, '0')}`,
}));

const columns = [
  { key: 'id', label: 'Ticket' },
  { key: 'subject', label: 'Subject' },
  { key: 'requester', label: 'Requester' },
  { key: 'priority', label: 'Priority' },
  { key: 'opened', label: 'Opened' },
] as const;

type SortKey = (typeof columns)[number]['key'];

function compare(a: Ticket, b: Ticket, key: SortKey) {
  if (key === 'priority') return priorityRank[a.priority] - priorityRank[b.priority];
  return a[key].localeCompare(b[key]);
}

export default function DataTable() {
  const titleId = React.useId();
  const [tickets, setTickets] = React.useState(initialTickets);
  const [orderBy, setOrderBy] = React.useState<SortKey>('priority');
  const [direction, setDirection] = React.useState<'asc' | 'desc'>('desc');
  const [selected, setSelected] = React.useState<readonly string[]>([]);
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const [dense, setDense] = React.useState(false);
  const selectAllRef = React.useRef<HTMLInputElement>(null);

  const sorted = React.useMemo(() => {
    const sign = direction === 'asc' ? 1 : -1;
    // Ties keep a stable order by ticket number.
    return [...tickets].sort((a, b) => sign * compare(a, b, orderBy) || a.id.localeCompare(b.id));
  }, [tickets, orderBy, direction]);

  const lastPage = Math.max(0, Math.ceil(sorted.length / rowsPerPage) - 1);
  const currentPage = Math.min(page, lastPage);
  const visible = sorted.slice(currentPage * rowsPerPage, (currentPage + 1) * rowsPerPage);

  const sortBy = (key: SortKey) => {
    const ascending = orderBy === key && direction === 'asc';
    setDirection(ascending ? 'desc' : 'asc');
    setOrderBy(key);
    setPage(0);
  };

  const toggle = (id: string) =>
    setSelected((previous) =>
      previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id],
    );

  const archiveSelected = () => {
    setTickets((previous) => previous.filter((ticket) => !selected.includes(ticket.id)));
    setSelected([]);
    // The archive button disappears with the selection: keep the focus in the table.
    selectAllRef.current?.focus();
  };

  const allSelected = tickets.length > 0 && selected.length === tickets.length;

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <Toolbar
        sx={[{ paddingInline: 2, gap: 1 }, selected.length > 0 && { bgcolor: 'action.selected' }]}
      >
        <Typography id={titleId} component="p" variant="h6" sx={{ flexGrow: 1 }}>
          {selected.length > 0 ? `${selected.length} selected` : 'Open tickets'}
        </Typography>
        {selected.length > 0 && (
          <Tooltip title="Archive selected tickets">
            <IconButton onClick={archiveSelected}>
              <ArchiveOutlinedIcon />
            </IconButton>
          </Tooltip>
        )}
      </Toolbar>
      <TableContainer>
        <Table aria-labelledby={titleId} size={dense ? 'small' : 'medium'} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={selected.length > 0 && !allSelected}
                  onChange={() =>
                    setSelected(allSelected ? [] : tickets.map((ticket) => ticket.id))
                  }
                  inputRef={selectAllRef}
                  inputProps={{ 'aria-label': 'Select all tickets on every page' }}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
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
            {visible.map((ticket) => {
              const isSelected = selected.includes(ticket.id);
              return (
                <TableRow key={ticket.id} hover selected={isSelected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onChange={() => toggle(ticket.id)}
                      inputProps={{ 'aria-label': `Select ticket ${ticket.id}` }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {ticket.id}
                  </TableCell>
                  <TableCell>{ticket.subject}</TableCell>
                  <TableCell>{ticket.requester}</TableCell>
                  <TableCell>{ticket.priority}</TableCell>
                  <TableCell>{ticket.opened}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingInlineStart: 2,
        }}
      >
        <FormControlLabel
          control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
          label="Compact rows"
        />
        <TablePagination
          component="div"
          count={sorted.length}
          page={currentPage}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[5, 10]}
          onPageChange={(_event, newPage) => setPage(newPage)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      </Box>
    </Paper>
  );
}
