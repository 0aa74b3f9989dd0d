import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

type Booking = { id: number; guest: string; room: string; nights: number };

const rows: Booking[] = [
  { id: 1, guest: 'Ingrid Solberg', room: '204', nights: 3 },
  { id: 2, guest: 'Tomás Herrera', room: '311', nights: 1 },
  { id: 3, guest: 'Mei Lin', room: '105', nights: 5 },
  { id: 4, guest: 'Kwame Mensah', room: '412', nights: 2 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', width: 170, editable: true },
  { field: 'room', headerName: 'Room', width: 90, editable: true },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90, editable: true },
];

// A plain double-click no longer opens the editor; Ctrl+double-click (⌘ on macOS) still does.
// Enter and typing still start editing from the keyboard.
const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params, event) => {
  if (!event.ctrlKey && !event.metaKey) {
    event.defaultMuiPrevented = true;
  }
};

export default function EventsCtrlDoubleClick() {
  const gridRef = useGridName('Hotel bookings, Ctrl+double-click to edit');
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        onCellDoubleClick={handleCellDoubleClick}
        hideFooter
      />
    </Box>
  );
}
