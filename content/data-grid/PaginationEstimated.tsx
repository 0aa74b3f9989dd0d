import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

// 132 people; the search index only knows "about 100".
const table = generateEmployees(132, 118);

function fetchPage({ page, pageSize }: GridPaginationModel) {
  return new Promise<{ rows: Employee[]; hasNextPage: boolean }>((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      resolve({
        rows: table.slice(start, start + pageSize),
        hasNextPage: start + pageSize < table.length,
      });
    }, 300);
  });
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 130 },
];

export default function PaginationEstimated() {
  const gridRef = useGridName('People, total estimated');
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [meta, setMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  const [loading, setLoading] = React.useState(true);
  // Starts unknown (-1); the grid reports the real total through onRowCountChange once
  // `hasNextPage` is false, and a controlled `rowCount` only changes when this state does.
  const [rowCount, setRowCount] = React.useState(-1);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(model).then((result) => {
      if (!active) return;
      setRows(result.rows);
      setMeta({ hasNextPage: result.hasNextPage });
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [model]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        loading={loading}
        paginationMode="server"
        rowCount={rowCount}
        onRowCountChange={setRowCount}
        // The footer reads "1–25 of more than 100" until the last page is reached.
        estimatedRowCount={100}
        paginationMeta={meta}
        paginationModel={model}
        onPaginationModelChange={setModel}
        pageSizeOptions={[25]}
      />
    </Box>
  );
}
