import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Reading {
  id: number;
  station: string;
  time: string;
  level: number;
}

const STATIONS = ['Weir Lane', 'Mill Pond', 'Ferry Steps', 'North Sluice', 'Town Quay'];
const TOTAL = 2000;
const OVERSCAN = 6;
const VIEWPORT = 320;

// Computed from the index, so the server and the browser produce the same rows.
function reading(index: number): Reading {
  const minutes = index * 15;
  const hours = Math.floor(minutes / 60) % 24;
  const day = Math.floor(minutes / 1440) + 1;
  return {
    id: index + 1,
    station: STATIONS[index % STATIONS.length] ?? 'Weir Lane',
    time: `Day ${day}, ${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    level: Math.round((1.2 + Math.sin(index / 9) * 0.6 + (index % 7) * 0.05) * 100) / 100,
  };
}

function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <TableRow aria-hidden="true" sx={{ height }}>
      <TableCell colSpan={4} sx={{ p: 0, border: 0 }} />
    </TableRow>
  );
}

export default function WindowedTable() {
  const [scrollTop, setScrollTop] = React.useState(0);
  // A first guess, replaced by the measured height of a real row after the first render.
  const [rowHeight, setRowHeight] = React.useState(33);
  const firstRowRef = React.useRef<HTMLTableRowElement>(null);

  React.useEffect(() => {
    const measured = firstRowRef.current?.getBoundingClientRect().height;
    if (measured) setRowHeight(measured);
  }, []);

  const start = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const end = Math.min(TOTAL, Math.ceil((scrollTop + VIEWPORT) / rowHeight) + OVERSCAN);
  const rows: Reading[] = [];
  for (let index = start; index < end; index += 1) rows.push(reading(index));

  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="River level readings"
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      sx={{ height: VIEWPORT }}
    >
      <Table stickyHeader size="small" aria-label="River levels" aria-rowcount={TOTAL + 1}>
        <TableHead>
          <TableRow aria-rowindex={1}>
            <TableCell align="right">#</TableCell>
            <TableCell>Station</TableCell>
            <TableCell>Time</TableCell>
            <TableCell align="right">Level (m)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <Spacer height={start * rowHeight} />
          {rows.map((row, offset) => (
            <TableRow
              key={row.id}
              ref={offset === 0 ? firstRowRef : undefined}
              aria-rowindex={row.id + 1}
            >
              <TableCell align="right">{row.id}</TableCell>
              <TableCell>{row.station}</TableCell>
              <TableCell>{row.time}</TableCell>
              <TableCell align="right">{row.level.toFixed(2)}</TableCell>
            </TableRow>
          ))}
          <Spacer height={(TOTAL - end) * rowHeight} />
        </TableBody>
      </Table>
    </TableContainer>
  );
}
