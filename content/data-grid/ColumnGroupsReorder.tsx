import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(15, 85);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function ColumnGroupsReorder() {
  const gridRef = useGridName('Employees with grouped columns that can be dragged');
  const [free, setFree] = React.useState(false);
  // A new model when the switch changes, so the grid applies the new setting.
  const grouping = React.useMemo<GridColumnGroupingModel>(
    () => [
      {
        groupId: 'contact',
        headerName: 'Contact',
        freeReordering: free,
        children: [{ field: 'name' }, { field: 'email' }],
      },
      {
        groupId: 'job',
        headerName: 'Job',
        freeReordering: free,
        children: [{ field: 'department' }, { field: 'role' }],
      },
    ],
    [free],
  );
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={free} onChange={(event) => setFree(event.target.checked)} />}
        label="Let columns leave their group (freeReordering)"
      />
      <Box sx={{ height: 340 }}>
        <DataGridPro
          ref={gridRef}
          rows={rows}
          columns={columns}
          columnGroupingModel={grouping}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
