import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(150, 76);
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// The average price actually paid per item: revenue / items, not the mean of the unit prices.
// getCellValue hands `apply` both fields of each row instead of the cell's own value.
const weightedPrice: GridAggregationFunction<{ quantity: number; total: number }, number | null> = {
  label: 'per item',
  columnTypes: ['number'],
  getCellValue: ({ row }) => ({ quantity: row.quantity, total: row.total }),
  apply: ({ values }) => {
    let items = 0;
    let revenue = 0;
    values.forEach((value) => {
      if (value) {
        items += value.quantity;
        revenue += value.total;
      }
    });
    return items === 0 ? null : revenue / items;
  },
};

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'Items', type: 'number', width: 90 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | null) => (value == null ? '' : currency.format(value)),
  },
];

export default function AggregationWeighted() {
  const gridRef = useGridName('Average price per item by category');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        experimentalFeatures={{ ariaV8: true }}
        sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, weightedPrice }}
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: { model: { quantity: 'sum', unitPrice: 'weightedPrice' } },
        }}
        hideFooter
      />
    </Box>
  );
}
