import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridDensitySelector,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

const rows = Array.from({ length: 23 }, (_, index) => ({
  id: 4100 + index,
  subject: ['Refund request', 'Password reset', 'Address change', 'Missing parcel'][index % 4],
  agent: ['Maren', 'Tomás', 'Aiko', 'Deniz', 'Ngozi'][index % 5],
}));
const columns: GridColDef[] = [
  { field: 'id', headerName: 'Ticket', width: 100 },
  { field: 'subject', headerName: 'Subject', width: 200 },
  { field: 'agent', headerName: 'Agent', width: 120 },
];

function QueueFooter() {
  const apiRef = useGridApiContext();
  // Each hook re-renders the footer when its value changes.
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const density = useGridSelector(apiRef, gridDensitySelector);
  return (
    <GridFooterContainer sx={{ paddingInlineStart: 1.5 }}>
      <Box component="span" sx={{ typography: 'body2' }}>
        Page {page + 1} of {pageCount}, {density} density
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function SelectorsFooter() {
  const gridRef = useGridName('Support tickets by agent');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ footer: QueueFooter }}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
