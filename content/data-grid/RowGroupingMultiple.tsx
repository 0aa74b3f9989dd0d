import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(300, 70);
const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
];

export default function RowGroupingMultiple() {
  const gridRef = useGridName('Orders grouped by region and country, one column per level');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        // One grouping column per grouped field: "Region" and "Country".
        rowGroupingColumnMode="multiple"
        initialState={{ rowGrouping: { model: ['region', 'country'] } }}
        hideFooter
      />
    </Box>
  );
}
