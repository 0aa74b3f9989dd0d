import './data/license';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import {
  DataGridPremium,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { generateOrders, ORDER_STATUSES, type Order } from './data/generate';
import { useGridName } from './data/gridName';

type Status = (typeof ORDER_STATUSES)[number];

const rows = generateOrders(200, 77);

const STATUS_COLOR: Record<Status, ChipProps['color']> = {
  Pending: 'warning',
  Paid: 'info',
  Shipped: 'primary',
  Delivered: 'success',
  Refunded: 'default',
};

// The status reads as text; the colour only repeats it.
function renderStatus(params: GridRenderCellParams<Order, Status>) {
  if (params.value == null) return null;
  return (
    <Chip size="small" variant="outlined" label={params.value} color={STATUS_COLOR[params.value]} />
  );
}

const columns: GridColDef<Order>[] = [
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    // Also used for the group rows of the grouping column. It only reads params.value, which is
    // the group's key there; params.row of a group row is not an order.
    renderCell: renderStatus,
  },
  {
    field: 'region',
    headerName: 'Region',
    width: 130,
    // Opting out: group rows show the plain key, leaf rows the styled text.
    renderCell: (params: GridRenderCellParams<Order, string>) =>
      params.rowNode.type === 'group' ? params.value : <strong>{params.value}</strong>,
  },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function RowGroupingCustomCell() {
  const gridRef = useGridName('Orders grouped by status and region');
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['status', 'region'] } }}
        defaultGroupingExpansionDepth={1}
        // Each level is indented by 4 × 8px instead of 2 × 8px.
        sx={{ '--DataGrid-cellOffsetMultiplier': 4 }}
        hideFooter
      />
    </Box>
  );
}
