import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(80, 74);
const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

// Called once per grouping column, with the fields that column groups by.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = ({ fields }) =>
  fields.includes('region')
    ? { headerName: 'Sales region', width: 170 }
    : { headerName: 'Range', width: 150, hideDescendantCount: true };

export default function RowGroupingColDefCallback() {
  const gridRef = useGridName('Orders grouped by region, then product range');
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['region', 'category'] } },
  });
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        ref={gridRef}
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        initialState={initialState}
        hideFooter
      />
    </Box>
  );
}
