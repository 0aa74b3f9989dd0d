import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Guest {
  id: number;
  firstName: string;
  lastName: string;
  booking: string;
}

const initialRows: Guest[] = [
  { id: 1, firstName: 'Hana', lastName: 'Kobayashi', booking: 'HX-2041' },
  { id: 2, firstName: 'Mateus', lastName: 'Oliveira', booking: 'HX-2042' },
  { id: 3, firstName: 'Freya', lastName: 'Lindqvist', booking: 'HX-2047' },
];

const columns: GridColDef<Guest>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    width: 200,
    editable: true,
    // Read: two fields shown as one.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // Write: split what the user typed back into the two fields.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  {
    field: 'booking',
    headerName: 'Booking',
    width: 130,
    editable: true,
    // Typed "hx 2050" is stored as "HX-2050".
    valueParser: (value: string) => value.toUpperCase().replace(/\s+/g, '-'),
  },
];

export default function EditingValueParserSetter() {
  const gridRef = useGridName('Hotel guests');
  const [rows, setRows] = React.useState(initialRows);
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        processRowUpdate={(updated: Guest) => {
          setRows((old) => old.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
        hideFooter
      />
    </Box>
  );
}
