import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(150, 84);
const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function RowGroupingApi() {
  const gridRef = useGridName('Orders grouped from code');
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Click a group row to count its orders.');

  const handleRowClick = (params: GridRowParams) => {
    const node = apiRef.current.getRowNode(params.id);
    if (node?.type !== 'group') return;
    // Leaf rows only, in the current sort order, ignoring rows hidden by filters.
    const ids = apiRef.current.getRowGroupChildren({
      groupId: params.id,
      applyFiltering: true,
      applySorting: true,
    });
    setMessage(`${String(node.groupingKey)}: ${ids.length} orders.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ marginBlockEnd: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.addRowGroupingCriteria('status')}
        >
          Add status
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.addRowGroupingCriteria('category', 0)}
        >
          Add category first
        </Button>
        <Button size="small" onClick={() => apiRef.current.setRowGroupingModel([])}>
          Ungroup
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ marginBlockEnd: 1 }} aria-live="polite">
        {message}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          ref={gridRef}
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowClick={handleRowClick}
          initialState={{ rowGrouping: { model: ['category'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
