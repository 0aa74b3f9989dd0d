import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20, 91);
const columns: GridColDef<Employee>[] = [
  // Users can't pin or unpin it; the switch above the grid can.
  { field: 'name', headerName: 'Name', width: 170, pinnable: false },
  { field: 'email', headerName: 'Email', width: 260 },
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'country', headerName: 'Country', width: 150 },
];

export default function ColumnPinningFromCode() {
  const gridRef = useGridName('Employees with the name column pinned from the page');
  const apiRef = useGridApiRef();
  const [pinned, setPinned] = React.useState(true);
  const toggle = (next: boolean) => {
    if (next) apiRef.current.pinColumn('name', GridPinnedColumnPosition.LEFT);
    else apiRef.current.unpinColumn('name');
    setPinned(next);
  };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pinned} onChange={(event) => toggle(event.target.checked)} />}
        label="Keep names in view"
      />
      <Box sx={{ height: 340 }}>
        <DataGridPro
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pinnedColumns: { left: ['name'] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
