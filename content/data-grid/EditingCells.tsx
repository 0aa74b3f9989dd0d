import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DEPARTMENTS, generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const initialRows = generateEmployees(25, 18);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 140,
    editable: true,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 140, editable: true },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, editable: true },
];

export default function EditingCells() {
  const gridRef = useGridName('Employees with editable cells');
  const [message, setMessage] = React.useState(
    'Double-click a cell, or select it and press Enter.',
  );
  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ marginBlockEnd: 1 }} aria-live="polite">
        {message}
      </Alert>
      <Box sx={{ height: 320 }}>
        <DataGrid
          ref={gridRef}
          rows={initialRows}
          columns={columns}
          processRowUpdate={(updated: Employee, original: Employee) => {
            if (updated.salary < 0) throw new Error('A salary cannot be negative.');
            setMessage(
              `Saved ${original.name}: ${updated.name}, ${updated.department}, $${updated.salary}.`,
            );
            return updated;
          }}
          onProcessRowUpdateError={(error: Error) => setMessage(error.message)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
