import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  gridFilteredDescendantCountLookupSelector,
  useGridApiRef,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(60, 43);
const columns: GridColDef<Order>[] = [
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function RecipeGroupingSortByCount() {
  const apiRef = useGridApiRef();
  const gridRef = useGridName('Orders by product, biggest groups first');
  const groupingColDef: GridGroupingColDefOverride<Order> = {
    headerName: 'Product (orders)',
    width: 220,
    // Groups compare by how many rows pass the filters inside them; rows keep their order.
    sortComparator: (_a, _b, first, second) => {
      if (first.rowNode.type !== 'group' || second.rowNode.type !== 'group') return 0;
      const counts = gridFilteredDescendantCountLookupSelector(apiRef);
      return (counts[first.rowNode.id] ?? 0) - (counts[second.rowNode.id] ?? 0);
    },
  };
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        apiRef={apiRef}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['product'] },
          sorting: {
            sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }],
          },
        }}
        hideFooter
      />
    </Box>
  );
}
