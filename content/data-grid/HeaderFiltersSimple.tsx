import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(150, 37);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 150 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 160 },
];

export default function HeaderFiltersSimple() {
  const gridRef = useGridName('Orders with header filters');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      {/* No operator button: each field searches with its column's first operator ("contains"). */}
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        headerFilters
        slots={{ headerFilterMenu: null }}
        slotProps={{ headerFilterCell: { InputComponentProps: { size: 'small' } } }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'country', operator: 'contains', value: 'an' }] },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
