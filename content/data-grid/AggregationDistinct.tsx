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

const rows = generateOrders(60, 65);

// How many different values the cells hold: a count, so not in the column's own unit.
const distinct: GridAggregationFunction<string, number> = {
  label: 'distinct',
  columnTypes: ['string', 'singleSelect'],
  apply: ({ values }) => new Set(values.filter((value) => value != null)).size,
  valueFormatter: (value: number) => `${value} different`,
  hasCellUnit: false,
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, distinct };

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100 },
];

export default function AggregationDistinct() {
  const gridRef = useGridName('Orders with counts of different customers and countries');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          aggregation: { model: { customer: 'distinct', country: 'distinct', quantity: 'sum' } },
        }}
        hideFooter
      />
    </Box>
  );
}
