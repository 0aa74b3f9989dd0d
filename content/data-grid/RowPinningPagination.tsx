import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

type Line = Pick<Order, 'id' | 'orderNumber' | 'customer' | 'total'>;

const rows: Line[] = generateOrders(30, 37);
const grandTotal = rows.reduce((sum, row) => sum + row.total, 0);

const columns: GridColDef<Line>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'total', headerName: 'Total', type: 'number', width: 130 },
];

// A pinned row is not part of `rows`: it stays out of sorting, filtering and pages.
const pinnedRows = {
  top: [{ id: -1, orderNumber: 'All pages', customer: `${rows.length} orders`, total: grandTotal }],
};

export default function RowPinningPagination() {
  const gridRef = useGridName('Orders, five per page, with a pinned total');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        pagination
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </Box>
  );
}
