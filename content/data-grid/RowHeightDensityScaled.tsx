import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  type GridColDef,
  type GridRowHeightParams,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(20, 97);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

// Refunds get twice the standard height, scaled by the density like every other row.
const getRowHeight = ({ model, densityFactor }: GridRowHeightParams) =>
  (model as Order).status === 'Refunded' ? 104 * densityFactor : null;

function DensityToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

export default function RowHeightDensityScaled() {
  const gridRef = useGridName('Orders, refunds in taller rows');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        slots={{ toolbar: DensityToolbar }}
        hideFooter
      />
    </Box>
  );
}
