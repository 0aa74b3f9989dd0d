import './data/license';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(30, 21);
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// The toggle column's default header is an unlabelled element; name it with visually hidden text.
const detailToggleColumn: GridColDef = {
  ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  renderHeader: () => (
    <Box
      component="span"
      sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
    >
      Details
    </Box>
  ),
};

const columns: GridColDef<Order>[] = [
  detailToggleColumn,
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
];

function OrderDetail({ row }: { row: Order }) {
  return (
    <Stack spacing={0.5} sx={{ paddingBlock: 1.5, paddingInline: 3 }}>
      <Typography variant="subtitle2" component="p">
        {row.quantity} × {row.product}
      </Typography>
      <Typography variant="body2">
        {currency.format(row.unitPrice)} each · {currency.format(row.total)} in total
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Ships to {row.country}, placed{' '}
        {row.placedAt.toLocaleDateString('en-US', { dateStyle: 'medium' })}
      </Typography>
    </Stack>
  );
}

// Defined once, outside the component, so the grid keeps its cache of open panels.
const getDetailPanelContent = ({ row }: GridRowParams<Order>) => <OrderDetail row={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function MasterDetailBasic() {
  const gridRef = useGridName('Orders with detail panels');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
