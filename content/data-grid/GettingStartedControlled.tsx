import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
];

export default function GettingStartedControlled() {
  const gridRef = useGridName('Employees with a controlled sort');
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'startDate', sort: 'asc' },
  ]);
  const current = sortModel[0];
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ marginBlockEnd: 1 }}>
        Sorted by: {current ? `${current.field} (${current.sort})` : 'nothing'}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
