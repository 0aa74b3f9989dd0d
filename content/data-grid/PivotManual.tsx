import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { COUNTRIES, generateOrders } from './data/generate';
import { useGridName } from './data/gridName';

const orders = generateOrders(600, 74);
const regions = [...new Set(COUNTRIES.map((place) => place.region))];
const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

// Category down the side, region across the top, revenue in the cells — computed before the grid.
const categories = [...new Set(orders.map((order) => order.category))];
const rows = categories.map((category) => {
  const row: Record<string, string | number> = { id: category, category };
  for (const region of regions) {
    row[region] = orders
      .filter((order) => order.category === category && order.region === region)
      .reduce((sum, order) => sum + order.total, 0);
  }
  return row;
});

const columns: GridColDef[] = [
  { field: 'category', headerName: 'Category', width: 140 },
  ...regions.map((region): GridColDef => ({
    field: region,
    headerName: region,
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => currency.format(value),
  })),
];

export default function PivotManual() {
  const gridRef = useGridName('Revenue by category and region');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
