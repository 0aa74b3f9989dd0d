import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(40, 71);
const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'quantity', headerName: 'Items', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

// Every group gets a footer row with its subtotals, instead of showing them on the group row.
// The root group (depth -1) is the grand total, which is a footer row by default.
const getAggregationPosition = () => 'footer' as const;

export default function AggregationGroupFooters() {
  const gridRef = useGridName('Orders by category, with a subtotal row under each group');
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
        ref={gridRef}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        getAggregationPosition={getAggregationPosition}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
        }}
        hideFooter
      />
    </Box>
  );
}
