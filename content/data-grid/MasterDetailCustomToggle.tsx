import './data/license';
import Box from '@mui/material/Box';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

// The grid toggles the panel when a click lands inside the cell's content and on Space in the
// focused cell, so this button only draws the state: no onClick of its own. It stays out of the
// tab order (tabIndex -1) so the focus stays on the cell, as with the default toggle.
function DetailsToggle({ value: expanded }: GridRenderCellParams<Order, boolean>) {
  return (
    <Box
      component="button"
      type="button"
      tabIndex={-1}
      aria-expanded={Boolean(expanded)}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        border: 0,
        p: 0,
        background: 'none',
        color: 'primary.main',
        font: 'inherit',
        cursor: 'pointer',
      }}
    >
      {expanded ? 'Hide' : 'Details'}
      <ExpandMoreIcon
        fontSize="small"
        aria-hidden
        sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
      />
    </Box>
  );
}

const rows = generateOrders(12, 47);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
  // Listing the toggle column moves it: here, to the end.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    width: 110,
    renderHeader: () => 'Details',
    renderCell: (params) => <DetailsToggle {...params} />,
  },
];

const getDetailPanelContent = ({ row }: GridRowParams<Order>) => (
  <Box sx={{ py: 1, px: 2 }}>
    <Typography variant="body2">
      {row.quantity} × {row.product}, {row.category} · shipped to {row.country} · {row.status}
    </Typography>
  </Box>
);
const getDetailPanelHeight = () => 56;

export default function MasterDetailCustomToggle() {
  const gridRef = useGridName('Orders, with the details toggle at the end of each row');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
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
