import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import type { Order } from './data/generate';
import { groupedOrdersDataSource } from './data/dataSources';

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function ServerSideRowGrouping() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        columns={columns}
        unstable_dataSource={groupedOrdersDataSource}
        initialState={{ rowGrouping: { model: ['region', 'category'] } }}
        hideFooter
      />
    </Box>
  );
}
