import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridLogicOperator,
  GridToolbar,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(60, 83);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function FilteringModelView() {
  const gridRef = useGridName('Orders with the filter model shown below');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'category', operator: 'equals', value: 'Coffee' },
      { id: 2, field: 'total', operator: '>=', value: 100 },
    ],
    logicOperator: GridLogicOperator.And,
    quickFilterValues: [],
  });
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          ref={gridRef}
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        role="region"
        aria-label="The current filter model"
        tabIndex={0}
        sx={{
          margin: 0,
          padding: 1.5,
          maxHeight: 200,
          overflow: 'auto',
          fontSize: '0.8125rem',
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
        }}
      >
        {JSON.stringify(filterModel, null, 2)}
      </Box>
    </Stack>
  );
}
