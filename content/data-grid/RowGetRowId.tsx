import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';
import { PRODUCTS } from './data/generate';
import { useGridName } from './data/gridName';

// The catalogue has no `id` field: its rows are identified by SKU.
const rows = PRODUCTS.map((item, index) => ({
  sku: `SKU-${String(index + 1).padStart(4, '0')}`,
  ...item,
}));

type Product = (typeof rows)[number];

// Defined once, outside the component, like the other callbacks.
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
];

export default function RowGetRowId() {
  const gridRef = useGridName('Products identified by SKU');
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} getRowId={getRowId} hideFooter />
    </Box>
  );
}
