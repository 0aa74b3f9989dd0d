import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { PRODUCTS } from './data/generate';
import { useGridName } from './data/gridName';

const rows = PRODUCTS.slice(0, 5).map((item, index) => ({ id: index + 1, ...item }));
const columns: GridColDef<(typeof rows)[number]>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
];

export default function FaqPlainTable() {
  const gridRef = useGridName('Price list');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      {/* A read-only summary: no footer, no menus, no selection, no resizing. */}
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        disableColumnResize
        disableColumnSorting
        rowSelection={false}
        density="compact"
        ref={gridRef}
      />
    </Box>
  );
}
