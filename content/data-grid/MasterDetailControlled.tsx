import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(20, 69);

// The grid toggles the panel on a click on this cell's content (the button, not the empty space
// around it), or Space while it has focus; the button only shows the state, so it has no onClick.
function DetailToggle({ value: expanded, row }: GridRenderCellParams<Order, boolean>) {
  return (
    <IconButton
      size="small"
      tabIndex={-1}
      aria-expanded={expanded}
      aria-label={`${expanded ? 'Hide' : 'Show'} the details of ${row.orderNumber}`}
    >
      <ExpandMore
        fontSize="inherit"
        sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
      />
    </IconButton>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
  // The toggle column moved to the end, with a visible header and its own cell.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    width: 80,
    renderHeader: () => 'Details',
    renderCell: (params: GridRenderCellParams<Order, boolean>) => <DetailToggle {...params} />,
  },
];

const getDetailPanelContent = ({ row }: GridRowParams<Order>) => (
  <Box sx={{ paddingBlock: 1.5, paddingInline: 3 }}>
    <Typography variant="body2">
      {row.quantity} × {row.product}, shipping to {row.country}. Status: {row.status}.
    </Typography>
  </Box>
);
const getDetailPanelHeight = () => 'auto' as const;

export default function MasterDetailControlled() {
  const gridRef = useGridName('Orders with controlled detail panels');
  const [expanded, setExpanded] = React.useState<GridRowId[]>([rows[0]!.id]);
  const [oneAtATime, setOneAtATime] = React.useState(true);

  const handleExpandedChange = (ids: GridRowId[]) => {
    // The newly opened row is the last id; keep only it when one panel at a time is wanted.
    setExpanded(oneAtATime ? ids.slice(-1) : ids);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={oneAtATime}
              onChange={(event) => setOneAtATime(event.target.checked)}
            />
          }
          label="One panel at a time"
        />
        <Button size="small" onClick={() => setExpanded([])} disabled={expanded.length === 0}>
          Close all
        </Button>
        <Typography variant="body2" component="p" role="status" sx={{ margin: 0 }}>
          {`${expanded.length} open`}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          ref={gridRef}
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={handleExpandedChange}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
