import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

// What a JSON API often sends: numbers and dates as strings.
interface ApiInvoice {
  id: number;
  client: string;
  amount: string;
  issued: string;
}

const rows: ApiInvoice[] = [
  { id: 1, client: 'Fjord Logistics', amount: '42000', issued: '2024-03-18' },
  { id: 2, client: 'Saffron Kitchens', amount: '100000', issued: '2024-01-05' },
  { id: 3, client: 'Orchid Dental', amount: '8750.5', issued: '2024-02-27' },
  { id: 4, client: 'Tundra Outfitters', amount: '615', issued: '2023-12-11' },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<ApiInvoice>[] = [
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  // Left as a string: sorts as text, so "100000" comes before "42000".
  { field: 'amount', headerName: 'Amount (as sent)', width: 150 },
  {
    field: 'amountNumber',
    headerName: 'Amount (number)',
    type: 'number',
    width: 150,
    // Converted: sorts by size, aligns right, offers "<" and ">" filters.
    valueGetter: (_value, row) => Number(row.amount),
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 130,
    // A `date` column needs Date objects; the ISO day is read as a local date.
    valueGetter: (value: string) => {
      const [year, month, day] = value.split('-').map(Number);
      return new Date(year!, month! - 1, day);
    },
  },
];

export default function ColumnConvertTypes() {
  const gridRef = useGridName('Invoices from an API');
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
