import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

const CITIES: Record<string, string[]> = {
  Portugal: ['Lisbon', 'Porto', 'Braga'],
  Japan: ['Osaka', 'Sapporo', 'Fukuoka'],
  Kenya: ['Nairobi', 'Mombasa', 'Kisumu'],
};

interface Office {
  id: number;
  team: string;
  country: string;
  city: string;
}

const rows: Office[] = [
  { id: 1, team: 'Support', country: 'Portugal', city: 'Porto' },
  { id: 2, team: 'Logistics', country: 'Japan', city: 'Osaka' },
  { id: 3, team: 'Sales', country: 'Kenya', city: 'Nairobi' },
];

const columns: GridColDef<Office>[] = [
  { field: 'team', headerName: 'Team', width: 130 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    width: 140,
    editable: true,
    valueOptions: Object.keys(CITIES),
    // A new country empties the city, which would otherwise name a city of the old country.
    valueSetter: (value: string, row) =>
      value === row.country ? row : { ...row, country: value, city: '' },
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    width: 140,
    editable: true,
    // The cities of the row's country; every city when the filter panel asks without a row.
    valueOptions: ({ row }) => (row ? (CITIES[row.country] ?? []) : Object.values(CITIES).flat()),
    valueFormatter: (value: string) => value || 'Choose a city',
  },
];

export default function RecipeEditingLinkedFields() {
  const gridRef = useGridName('Teams with linked country and city fields');
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
