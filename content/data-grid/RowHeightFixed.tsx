import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 210 },
];

export default function RowHeightFixed() {
  const gridRef = useGridName('Employees with taller rows');
  const [height, setHeight] = React.useState(52);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 360 }}>
        <Typography id="row-height-label" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Row height: {height} px
        </Typography>
        <Slider
          size="small"
          min={32}
          max={80}
          step={4}
          value={height}
          onChange={(_event, value) => setHeight(value as number)}
          aria-labelledby="row-height-label"
        />
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid ref={gridRef} rows={rows} columns={columns} rowHeight={height} hideFooter />
      </Box>
    </Stack>
  );
}
