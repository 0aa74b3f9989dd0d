import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const allOrders = generateOrders(60, 77);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

/** A pretend server: returns one page of orders after a short delay. */
function fetchPage({ page, pageSize }: GridPaginationModel): Promise<Order[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(allOrders.slice(page * pageSize, (page + 1) * pageSize)), 300);
  });
}

export default function RowSelectionServerPages() {
  const gridRef = useGridName('Orders, fetched a page at a time');
  const [paginationModel, setPaginationModel] = React.useState({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(paginationModel).then((page) => {
      if (!active) return;
      setRows(page);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ marginBlockEnd: 1 }} aria-live="polite">
        Selected on any page: {selection.length === 0 ? 'none' : selection.join(', ')}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          rowCount={allOrders.length}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10]}
          checkboxSelection
          // Without this, ids of rows that left `rows` (another page) are dropped from the model.
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
