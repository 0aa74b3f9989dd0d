import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(40, 69);
const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ColumnMenuPremium() {
  const gridRef = useGridName('Orders with every item of the Premium column menu');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        ref={gridRef}
        sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { total: 'sum' } },
          pinnedColumns: { right: ['total'] },
        }}
        hideFooter
      />
    </Box>
  );
}
