import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

interface ActionsProps {
  className?: string;
  count: number;
  page: number;
  rowsPerPage: number;
  onPageChange: (event: React.MouseEvent<HTMLButtonElement> | null, page: number) => void;
}

// Replaces the default previous/next buttons with a page picker between them.
function PageJumpActions({ className, count, page, rowsPerPage, onPageChange }: ActionsProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);

  return (
    <Box className={className} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        aria-label="Previous page"
        disabled={page === 0}
        onClick={(event) => onPageChange(event, page - 1)}
      >
        {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
      </IconButton>
      <NativeSelect
        value={page}
        onChange={(event) => onPageChange(null, Number(event.target.value))}
        inputProps={{ 'aria-label': 'Go to page' }}
        disableUnderline
        sx={{ fontSize: 'inherit' }}
      >
        {Array.from({ length: lastPage + 1 }, (_, index) => (
          <option key={index} value={index}>
            Page {index + 1} of {lastPage + 1}
          </option>
        ))}
      </NativeSelect>
      <IconButton
        aria-label="Next page"
        disabled={page >= lastPage}
        onClick={(event) => onPageChange(event, page + 1)}
      >
        {rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
      </IconButton>
    </Box>
  );
}

const cities = ['Porto', 'Ghent', 'Turku', 'Graz', 'Bergen', 'Cork', 'Lyon', 'Malmö', 'Brno'];
const shipments = Array.from({ length: 57 }, (_, index) => ({
  id: `SH-${String(3100 + index)}`,
  city: cities[index % cities.length],
  parcels: 1 + ((index * 5) % 9),
}));

export default function JumpToPageTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const visible = shipments.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <TableContainer sx={{ maxWidth: 560 }}>
      <Table size="small" aria-label="Shipments">
        <TableHead>
          <TableRow>
            <TableCell>Shipment</TableCell>
            <TableCell>Destination</TableCell>
            <TableCell align="right">Parcels</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((row) => (
            <TableRow key={row.id}>
              <TableCell component="th" scope="row">
                {row.id}
              </TableCell>
              <TableCell>{row.city}</TableCell>
              <TableCell align="right">{row.parcels}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              count={shipments.length}
              page={page}
              onPageChange={(event, newPage) => setPage(newPage)}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, 25]}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
              ActionsComponent={PageJumpActions}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
