import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(120, 93);
const columns: GridColDef<Order>[] = [
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function RowGroupingPagination() {
  const gridRef = useGridName('Orders grouped by country, five countries a page');
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        ref={gridRef}
        rows={rows}
        columns={columns}
        pagination
        pageSizeOptions={[5]}
        initialState={{
          rowGrouping: { model: ['country'] },
          pagination: { paginationModel: { pageSize: 5 } },
        }}
      />
    </Box>
  );
}
