import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { useGridName } from './data/gridName';

interface Track {
  id: number;
  title: string;
  minutes: string;
}

const rows: Track[] = [
  { id: 1, title: 'Opening remarks', minutes: '5:00' },
  { id: 2, title: 'What shipped this quarter', minutes: '15:00' },
  { id: 3, title: 'Customer story: a bakery chain', minutes: '10:00' },
  { id: 4, title: 'Questions and answers', minutes: '20:00' },
];

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Agenda item', flex: 1, minWidth: 220 },
  { field: 'minutes', headerName: 'Length', width: 100 },
];

export default function RowOrderingPlaylist() {
  const gridRef = useGridName('Meeting agenda in a reorderable list');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      {/* The drag handle column moves to the end, after the content. */}
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        rowReordering
        initialState={{ columns: { orderedFields: ['title', 'minutes', '__reorder__'] } }}
        hideFooter
      />
    </Box>
  );
}
