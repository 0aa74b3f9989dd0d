import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import type { Order } from './data/generate';
import { groupedOrdersDataSource } from './data/dataSources';
import { useGridName } from './data/gridName';

const columns: GridColDef<Order>[] = [
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'product', headerName: 'Product', width: 190 },
];

export default function ServerSideRowGroupingControlled() {
  const gridRef = useGridName('Orders grouped on the server by country and status');
  const [model, setModel] = React.useState<GridRowGroupingModel>(['status']);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={model.join(',')}
        onChange={(_event, value: string | null) => value && setModel(value.split(','))}
        aria-label="Group orders by"
      >
        <ToggleButton value="status">Status</ToggleButton>
        <ToggleButton value="country">Country</ToggleButton>
        <ToggleButton value="country,status">Country, then status</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          ref={gridRef}
          // The grid's aggregated totals are primary-coloured, below AA contrast in dark mode.
          sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
          experimentalFeatures={{ ariaV8: true }}
          columns={columns}
          unstable_dataSource={groupedOrdersDataSource}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
