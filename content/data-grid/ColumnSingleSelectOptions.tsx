import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Shipment {
  id: number;
  parcel: string;
  country: string;
  carrier: string;
}

// Options as objects: the row stores the code, the cell and the menus show the label.
const COUNTRIES = [
  { code: 'PT', name: 'Portugal' },
  { code: 'KE', name: 'Kenya' },
  { code: 'CA', name: 'Canada' },
];
const CARRIERS: Record<string, string[]> = {
  PT: ['CTT', 'DPD'],
  KE: ['G4S', 'Sendy'],
  CA: ['Canada Post', 'Purolator'],
};

const initialRows: Shipment[] = [
  { id: 1, parcel: 'PCL-3301', country: 'PT', carrier: 'CTT' },
  { id: 2, parcel: 'PCL-3302', country: 'KE', carrier: 'Sendy' },
  { id: 3, parcel: 'PCL-3303', country: 'CA', carrier: 'Purolator' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'parcel', headerName: 'Parcel', width: 120 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    width: 140,
    editable: true,
    valueOptions: COUNTRIES,
    getOptionValue: (option) => (option as (typeof COUNTRIES)[number]).code,
    getOptionLabel: (option) => (option as (typeof COUNTRIES)[number]).name,
  },
  {
    field: 'carrier',
    headerName: 'Carrier',
    type: 'singleSelect',
    width: 150,
    editable: true,
    // A function of the row: each country offers its own carriers.
    // Without a row (in the filter panel) it returns every carrier.
    valueOptions: ({ row }) =>
      row ? (CARRIERS[row.country] ?? []) : Object.values(CARRIERS).flat(),
  },
];

export default function ColumnSingleSelectOptions() {
  const gridRef = useGridName('Shipments');
  const [rows, setRows] = React.useState(initialRows);
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        processRowUpdate={(updated: Shipment) => {
          setRows((old) => old.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
        hideFooter
      />
    </Box>
  );
}
