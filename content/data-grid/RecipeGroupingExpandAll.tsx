import './data/license';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(200, 87);
const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function RecipeGroupingExpandAll() {
  const gridRef = useGridName('Orders grouped by category and product');
  const apiRef = useGridApiRef();
  const setAll = (expanded: boolean) => {
    for (const id of gridFilteredSortedRowIdsSelector(apiRef)) {
      if (apiRef.current.getRowNode(id)?.type === 'group')
        apiRef.current.setRowChildrenExpansion(id, expanded);
    }
  };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setAll(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAll(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          ref={gridRef}
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['category'] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
