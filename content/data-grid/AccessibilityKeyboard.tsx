import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(40, 63);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160, editable: true },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function AccessibilityKeyboard() {
  const gridRef = useGridName('Employees');
  const [focused, setFocused] = React.useState('Click a cell, then use the arrow keys.');
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ marginBlockEnd: 1 }}>
        {focused}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          ref={gridRef}
          onCellKeyDown={(params, event) =>
            setFocused(
              `Last key: ${event.key} on ${params.colDef.headerName} of ${params.row.name}`,
            )
          }
          hideFooter
        />
      </Box>
    </Box>
  );
}
