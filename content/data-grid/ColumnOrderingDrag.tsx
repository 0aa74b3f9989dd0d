import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(25);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function ColumnOrderingDrag() {
  const gridRef = useGridName('Employees with draggable columns');
  const [last, setLast] = React.useState('Drag a header sideways to move its column.');
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ marginBlockEnd: 1 }} aria-live="polite">
        {last}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGridPro
          ref={gridRef}
          rows={rows}
          columns={columns}
          onColumnOrderChange={({ column, oldIndex, targetIndex }) =>
            setLast(
              `Moved "${column.headerName}" from position ${oldIndex + 1} to ${targetIndex + 1}.`,
            )
          }
          hideFooter
        />
      </Box>
    </Box>
  );
}
