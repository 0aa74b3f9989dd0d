import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

// The server has 47 orders but never says how many.
const table = generateOrders(47, 116);

function fetchPage({ page, pageSize }: GridPaginationModel) {
  return new Promise<{ rows: Order[]; hasNextPage: boolean }>((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      resolve({
        rows: table.slice(start, start + pageSize),
        hasNextPage: start + pageSize < table.length,
      });
    }, 300);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];

export default function PaginationUnknownCount() {
  const gridRef = useGridName('Orders, total unknown');
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Order[]>([]);
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
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        loading={loading}
        paginationMode="server"
        // -1: the total is unknown; the footer reads "1–10 of more than 10".
        rowCount={rowCount}
        onRowCountChange={setRowCount}
        paginationMeta={meta}
        paginationModel={model}
        onPaginationModelChange={setModel}
        pageSizeOptions={[10]}
      />
    </Box>
  );
}
