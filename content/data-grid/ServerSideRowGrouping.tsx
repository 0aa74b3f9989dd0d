import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import type { Order } from './data/generate';
import { groupedOrdersDataSource } from './data/dataSources';
import { useGridName } from './data/gridName';

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function ServerSideRowGrouping() {
  const gridRef = useGridName('Orders grouped on the server by region and category');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        experimentalFeatures={{ ariaV8: true }}
        columns={columns}
        unstable_dataSource={groupedOrdersDataSource}
        initialState={{ rowGrouping: { model: ['region', 'category'] } }}
        hideFooter
      />
    </Box>
  );
}
