import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const initialRows = generateEmployees(12);

export default function RecipeActionsColumn() {
  const gridRef = useGridName('Employees with row actions');
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
      { field: 'role', headerName: 'Role', width: 200 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutline />}
            label={`Remove ${row.name}`}
            onClick={() => setRows((prev) => prev.filter((r) => r.id !== row.id))}
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopy />}
            label="Duplicate"
            showInMenu
            onClick={() =>
              setRows((prev) => [...prev, { ...row, id: Math.max(...prev.map((r) => r.id)) + 1 }])
            }
          />,
        ],
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
