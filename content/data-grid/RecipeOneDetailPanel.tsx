import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(12, 29);
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
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

function Details({ row }: { row: Order }) {
  return (
    <Box sx={{ py: 1, px: 2 }}>
      <Typography variant="body2">
        {row.quantity} × {row.product} at {row.unitPrice.toFixed(2)}, shipped to {row.country}
        {' · '}
        {row.status}
      </Typography>
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Order>) => <Details row={row} />;
const getDetailPanelHeight = () => 56;

export default function RecipeOneDetailPanel() {
  const gridRef = useGridName('Orders, one detail panel open at a time');
  const [expanded, setExpanded] = React.useState<GridRowId[]>([]);
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expanded}
        // Opening a panel appends its id: keep only that newest one.
        onDetailPanelExpandedRowIdsChange={(ids) => setExpanded(ids.slice(-1))}
        hideFooter
      />
    </Box>
  );
}
