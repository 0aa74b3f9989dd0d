import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';
import { generateOrders, ORDER_STATUSES, type Order } from './data/generate';
import { useGridName } from './data/gridName';

function StatusHeaderFilter({ colDef }: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  // The condition this cell owns, if the model has one for the column.
  const item = filterModel.items.find((candidate) => candidate.field === colDef.field);
  return (
    <TextField
      select
      variant="standard"
      size="small"
      fullWidth
      label="Status is"
      value={item?.value ?? ''}
      onChange={(event) => {
        const value = event.target.value;
        if (!value) {
          if (item) apiRef.current.deleteFilterItem(item);
          return;
        }
        apiRef.current.upsertFilterItem({
          ...(item ?? { field: colDef.field }),
          operator: 'is',
          value,
        });
      }}
    >
      <MenuItem value="">Any status</MenuItem>
      {ORDER_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </TextField>
  );
}

const rows = generateOrders(40, 17);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 170,
    renderHeaderFilter: (params) => <StatusHeaderFilter {...params} />,
  },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function HeaderFiltersCustomCell() {
  const gridRef = useGridName('Orders with a status picker in the filter row');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        headerFilters
        headerFilterHeight={64}
        hideFooter
      />
    </Box>
  );
}
