import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
];

export default function LayoutOverlayHeight() {
  const gridRef = useGridName('Unpaid invoices');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      {/* The "No rows" overlay is 300 px tall instead of two rows. */}
      <DataGrid
        ref={gridRef}
        rows={[]}
        columns={columns}
        hideFooter
        sx={{ '--DataGrid-overlayHeight': '300px' }}
      />
    </Box>
  );
}
