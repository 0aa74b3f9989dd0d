import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  GridLogicOperator,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(100, 33);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', width: 200 },
  // Left out of the quick filter: a search for "10" should not match quantities.
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    getApplyQuickFilterFn: undefined,
  },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ padding: 1 }}>
      <GridToolbarQuickFilter
        placeholder="Search orders…"
        debounceMs={250}
        quickFilterParser={(input) =>
          input
            .split(',')
            .map((word) => word.trim())
            .filter(Boolean)
        }
      />
    </GridToolbarContainer>
  );
}

export default function QuickFilterCustom() {
  const gridRef = useGridName('Orders with a custom quick filter');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: SearchToolbar }}
        initialState={{
          filter: { filterModel: { items: [], quickFilterLogicOperator: GridLogicOperator.Or } },
        }}
        hideFooter
      />
    </Box>
  );
}
