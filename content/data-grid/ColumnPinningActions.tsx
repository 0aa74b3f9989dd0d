import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Archive from '@mui/icons-material/Archive';
import Edit from '@mui/icons-material/Edit';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridActionsCellItem,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30, 86);

export default function ColumnPinningActions() {
  const gridRef = useGridName('Employees with the actions column pinned to the end');
  const [message, setMessage] = React.useState('');

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 170 },
      { field: 'email', headerName: 'Email', width: 260 },
      { field: 'department', headerName: 'Department', width: 140 },
      { field: 'role', headerName: 'Role', width: 190 },
      { field: 'country', headerName: 'Country', width: 140 },
      { field: 'city', headerName: 'City', width: 130 },
      { field: 'startDate', headerName: 'Started', type: 'date', width: 130 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="edit"
            icon={<Edit />}
            label={`Edit ${row.name}`}
            onClick={() => setMessage(`Editing ${row.name}.`)}
          />,
          <GridActionsCellItem
            key="archive"
            icon={<Archive />}
            label={`Archive ${row.name}`}
            onClick={() => setMessage(`${row.name} archived.`)}
          />,
        ],
      },
    ],
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography
        variant="body2"
        component="p"
        role="status"
        sx={{ marginBlock: 0, minHeight: '1.5em' }}
      >
        {message}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          ref={gridRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          initialState={{
            pinnedColumns: {
              // Selection and the name stay at the start, the row's actions at the end.
              left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'name'],
              right: ['actions'],
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
