import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridLoadingOverlayVariant } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20, 50);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 200 },
];

export default function OverlaysLoading() {
  const gridRef = useGridName('Employees loading');
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('skeleton');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        onChange={(_event, value) => value && setVariant(value)}
        aria-label="Loading overlay variant"
      >
        <ToggleButton value="skeleton">Skeleton</ToggleButton>
        <ToggleButton value="linear-progress">Linear</ToggleButton>
        <ToggleButton value="circular-progress">Circular</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 300 }}>
        {/* `loading` stays on so each variant can be compared; the rows wait underneath. */}
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          loading
          slotProps={{ loadingOverlay: { variant, noRowsVariant: variant } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
