import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  gridRowSelectionStateSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(80, 84);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// Each selector subscribes the footer to one slice of state.
function StateFooter() {
  const apiRef = useGridApiContext();
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const selected = useGridSelector(apiRef, gridRowSelectionStateSelector).length;
  const sort = useGridSelector(apiRef, gridSortModelSelector)[0];
  return (
    <GridFooterContainer
      sx={{ paddingInline: 2, fontSize: 14, gap: 2, justifyContent: 'flex-start' }}
    >
      <span>{matching} matching</span>
      <span>{selected} selected</span>
      <span>{sort ? `sorted by ${sort.field} (${sort.sort})` : 'not sorted'}</span>
    </GridFooterContainer>
  );
}

export default function StateSelectors() {
  const gridRef = useGridName('Orders with state read by selectors');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ footer: StateFooter }}
      />
    </Box>
  );
}
