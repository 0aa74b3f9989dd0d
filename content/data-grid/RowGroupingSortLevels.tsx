import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  getRowGroupingFieldFromGroupingCriteria,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(80, 89);
const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function RowGroupingSortLevels() {
  const gridRef = useGridName('Orders grouped by region and category, each level sorted');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        ref={gridRef}
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['region', 'category'] },
          sorting: {
            sortModel: [
              // Each grouping column sorts the groups of its own level.
              { field: getRowGroupingFieldFromGroupingCriteria('region'), sort: 'asc' },
              { field: getRowGroupingFieldFromGroupingCriteria('category'), sort: 'desc' },
            ],
          },
        }}
        hideFooter
      />
    </Box>
  );
}
