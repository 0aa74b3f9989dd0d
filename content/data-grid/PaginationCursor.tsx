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

const table = generateOrders(64, 120);

/** Pretend API: takes the cursor of the previous page, returns a page and the next cursor. */
function fetchAfter(cursor: string | null, pageSize: number) {
  return new Promise<{ rows: Order[]; nextCursor: string | null }>((resolve) => {
    setTimeout(() => {
      const start = cursor === null ? 0 : table.findIndex((row) => row.orderNumber === cursor) + 1;
      const rows = table.slice(start, start + pageSize);
      const last = rows[rows.length - 1];
      resolve({
        rows,
        nextCursor: last && start + pageSize < table.length ? last.orderNumber : null,
      });
    }, 300);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];

export default function PaginationCursor() {
  const gridRef = useGridName('Orders, fetched by cursor');
  const pageSize = 10;
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [meta, setMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  const [loading, setLoading] = React.useState(true);
  // Starts unknown (-1); the grid reports the real total through onRowCountChange once
  // `hasNextPage` is false, and a controlled `rowCount` only changes when this state does.
  const [rowCount, setRowCount] = React.useState(-1);
  // The cursor that fetches each page: page 0 has none.
  const cursors = React.useRef<Record<number, string | null>>({ 0: null });

  const handleModelChange = (next: GridPaginationModel) => {
    // Only pages whose cursor is known can be requested.
    if (next.page === 0 || cursors.current[next.page] !== undefined) setModel(next);
  };

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchAfter(cursors.current[model.page] ?? null, pageSize).then((result) => {
      if (!active) return;
      if (result.nextCursor !== null) cursors.current[model.page + 1] = result.nextCursor;
      setRows(result.rows);
      setMeta({ hasNextPage: result.nextCursor !== null });
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
        rowCount={rowCount}
        onRowCountChange={setRowCount}
        paginationMeta={meta}
        paginationModel={model}
        onPaginationModelChange={handleModelChange}
        pageSizeOptions={[pageSize]}
      />
    </Box>
  );
}
