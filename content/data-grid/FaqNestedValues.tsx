import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Shipment {
  id: string;
  carrier: { name: string; service: string };
  destination: { city: string; country: string };
  weightKg: number;
}

const rows: Shipment[] = [
  {
    id: 'SH-301',
    carrier: { name: 'Nordpost', service: 'Express' },
    destination: { city: 'Lyon', country: 'France' },
    weightKg: 2.4,
  },
  {
    id: 'SH-302',
    carrier: { name: 'Cargoline', service: 'Economy' },
    destination: { city: 'Osaka', country: 'Japan' },
    weightKg: 11,
  },
  {
    id: 'SH-303',
    carrier: { name: 'Nordpost', service: 'Standard' },
    destination: { city: 'Toronto', country: 'Canada' },
    weightKg: 0.8,
  },
  {
    id: 'SH-304',
    carrier: { name: 'Swiftship', service: 'Express' },
    destination: { city: 'Accra', country: 'Ghana' },
    weightKg: 5.5,
  },
];

// `field` must be a flat key; read nested values with a valueGetter.
const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  {
    field: 'carrier',
    headerName: 'Carrier',
    width: 160,
    valueGetter: (_value, row) => `${row.carrier.name} ${row.carrier.service}`,
  },
  {
    field: 'city',
    headerName: 'City',
    width: 110,
    valueGetter: (_value, row) => row.destination.city,
  },
  {
    field: 'country',
    headerName: 'Country',
    width: 110,
    valueGetter: (_value, row) => row.destination.country,
  },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function FaqNestedValues() {
  const gridRef = useGridName('Shipments with nested address values');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
