import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(8, 41);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'startDate', headerName: 'Started on', type: 'date', width: 120 },
  { field: 'salary', headerName: 'Annual salary (EUR)', type: 'number', width: 170 },
];

const heights = [40, 56, 80];

export default function ColumnHeaderHeight() {
  const gridRef = useGridName('Staff, with an adjustable header height');
  const labelId = React.useId();
  const [height, setHeight] = React.useState(56);
  return (
    <Box sx={{ width: '100%' }}>
      <FormLabel id={labelId}>Header height</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={String(height)}
        onChange={(event) => setHeight(Number(event.target.value))}
      >
        {heights.map((value) => (
          <FormControlLabel
            key={value}
            value={String(value)}
            control={<Radio />}
            label={`${value} px`}
          />
        ))}
      </RadioGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          columnHeaderHeight={height}
          hideFooter
        />
      </Box>
    </Box>
  );
}
