import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { useGridName } from './data/gridName';

interface Trip {
  id: number;
  traveller: string;
  destination: string;
  nights: number;
  cost: number;
}

const rows: Trip[] = [
  { id: 1, traveller: 'Amal Haddad', destination: 'Lisbon', nights: 3, cost: 1240 },
  { id: 2, traveller: 'Jonas Berg', destination: 'Kraków', nights: 2, cost: 610 },
  { id: 3, traveller: 'Chidi Eze', destination: 'Toronto', nights: 5, cost: 2890 },
  { id: 4, traveller: 'Saanvi Rao', destination: 'Lisbon', nights: 4, cost: 1515 },
  { id: 5, traveller: 'Lucía Ortega', destination: 'Oslo', nights: 2, cost: 980 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Trip>[] = [
  { field: 'traveller', headerName: 'Traveller', width: 150 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 130,
    // No aggregation item in this column's menu: only the model below sets its function.
    aggregable: false,
    valueFormatter: (value: number) => money.format(value),
  },
];

export default function AggregationLockedTotal() {
  const gridRef = useGridName('Business trips this quarter, with a fixed total cost');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        // The grid's aggregated totals are primary-coloured, below AA contrast in dark mode.
        sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { cost: 'sum', nights: 'avg' } } }}
        hideFooter
      />
    </Box>
  );
}
