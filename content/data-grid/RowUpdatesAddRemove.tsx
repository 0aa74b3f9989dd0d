import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Arrival {
  id: number;
  flight: string;
  from: string;
  gate: string;
}

const CITIES = ['Lisbon', 'Oslo', 'Nairobi', 'Montréal', 'Hanoi', 'Quito', 'Perth', 'Tbilisi'];

// What the "server" currently returns. Reloading replaces the grid's rows with this list.
const scheduled: Arrival[] = CITIES.slice(0, 4).map((from, index) => ({
  id: index + 1,
  flight: `TX ${310 + index * 7}`,
  from,
  gate: `B${index + 2}`,
}));

const columns: GridColDef<Arrival>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 130 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

export default function RowUpdatesAddRemove() {
  const gridRef = useGridName('Arrivals');
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(scheduled);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const [status, setStatus] = React.useState('Four scheduled arrivals.');
  const nextId = React.useRef(scheduled.length + 1);

  const addArrival = () => {
    const id = nextId.current;
    nextId.current += 1;
    const from = CITIES[id % CITIES.length]!;
    // An id the grid doesn't know yet: the row is added.
    apiRef.current.updateRows([{ id, flight: `TX ${400 + id}`, from, gate: `C${id}` }]);
    setStatus(`Added the flight from ${from}.`);
  };

  const removeSelected = () => {
    const [id] = selection;
    if (id === undefined) {
      setStatus('Select a flight first.');
      return;
    }
    // One row per call on the free grid.
    apiRef.current.updateRows([{ id, _action: 'delete' }]);
    setSelection([]);
    setStatus('Removed the selected flight.');
  };

  const reload = () => {
    // A new array for the rows prop replaces everything, including rows added through the API.
    setRows([...scheduled]);
    setSelection([]);
    setStatus('Reloaded: the grid shows the scheduled list again.');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={addArrival}>
          Add arrival
        </Button>
        {/* Not disabled when nothing is selected: a disabled button would drop the keyboard focus
            right after a removal. */}
        <Button size="small" variant="outlined" onClick={removeSelected}>
          Remove selected
        </Button>
        <Button size="small" onClick={reload}>
          Reload list
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        {status}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          ref={gridRef}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
