import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

// Plays the part of a database table on a server.
const table = generateEmployees(500, 25);

function fetchPage({ page, pageSize }: GridPaginationModel): Promise<Employee[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(table.slice(page * pageSize, (page + 1) * pageSize)), 400);
  });
}

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 130 },
];

export default function PaginationServer() {
  const gridRef = useGridName('Employees paged on the server');
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(model).then((page) => {
      if (!active) return;
      setRows(page);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [model]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        rowCount={table.length}
        loading={loading}
        paginationMode="server"
        paginationModel={model}
        onPaginationModelChange={setModel}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
