import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(200, 71);
const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function RowGroupingSortFilter() {
  const gridRef = useGridName('Large orders grouped by category and product');
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['category', 'product'] },
          sorting: {
            sortModel: [
              // The single grouping column: categories and products Z to A.
              { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' },
              // Inside each product, the largest orders first.
              { field: 'total', sort: 'desc' },
            ],
          },
          // Leaves with fewer than 10 items are filtered out; a group with none left disappears.
          filter: { filterModel: { items: [{ field: 'quantity', operator: '>=', value: 10 }] } },
          columns: { columnVisibilityModel: { category: false, product: false } },
        }}
        defaultGroupingExpansionDepth={1}
        // A deeper indent for nested levels: 4 × spacing(1) per level instead of 2.
        sx={{ '--DataGrid-cellOffsetMultiplier': 4 }}
        hideFooter
      />
    </Box>
  );
}
