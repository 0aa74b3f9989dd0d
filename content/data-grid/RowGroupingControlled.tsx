import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(250, 74);
const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];
const groupable = ['region', 'status', 'category'] as const;

export default function RowGroupingControlled() {
  const gridRef = useGridName('Orders with a controlled grouping');
  const [model, setModel] = React.useState<GridRowGroupingModel>(['status']);
  const toggle = (field: string) =>
    setModel((current) =>
      current.includes(field) ? current.filter((item) => item !== field) : [...current, field],
    );
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ marginBlockEnd: 1, alignItems: 'center' }}>
        <Typography variant="body2" component="span">
          Group by:
        </Typography>
        {groupable.map((field) => (
          <Chip
            key={field}
            label={field}
            color={model.includes(field) ? 'primary' : 'default'}
            variant={model.includes(field) ? 'filled' : 'outlined'}
            onClick={() => toggle(field)}
            aria-pressed={model.includes(field)}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ marginBlockEnd: 1 }} aria-live="polite">
        rowGroupingModel: {JSON.stringify(model)}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          ref={gridRef}
          experimentalFeatures={{ ariaV8: true }}
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
