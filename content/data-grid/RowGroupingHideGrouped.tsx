import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(200, 72);
const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
];

export default function RowGroupingHideGrouped() {
  const gridRef = useGridName('Orders grouped by category, with the Category column hidden');
  const apiRef = useGridApiRef();
  // Hides each column while it is in the grouping model, and shows it again when it leaves.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['category'] } },
  });
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        experimentalFeatures={{ ariaV8: true }}
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        hideFooter
      />
    </Box>
  );
}
