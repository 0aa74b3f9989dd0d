import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(60, 63);
const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function RecipeGroupingRowClick() {
  const apiRef = useGridApiRef();
  const gridRef = useGridName('Orders by region, click a group row to open it');
  // The grouping cell's own arrow stops the click, so it doesn't toggle twice.
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const node = apiRef.current.getRowNode(params.id);
    if (node?.type === 'group') {
      apiRef.current.setRowChildrenExpansion(params.id, !node.childrenExpanded);
    }
  };
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        apiRef={apiRef}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['region'] } }}
        onRowClick={handleRowClick}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
