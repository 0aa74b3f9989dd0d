import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

const rows = [
  { id: 1, name: 'José Álvarez', city: 'São Paulo' },
  { id: 2, name: 'Zoë Müller', city: 'Zürich' },
  { id: 3, name: 'Chloé Lefèvre', city: 'Besançon' },
  { id: 4, name: 'Jose Alvarez', city: 'Sao Paulo' },
  { id: 5, name: 'Søren Ødegaard', city: 'Tromsø' },
];
const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 150 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function QuickFilterDiacritics() {
  const gridRef = useGridName('Guests with accented names');
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label="ignoreDiacritics"
      />
      <Box sx={{ height: 320 }}>
        {/* Remounted when the option changes, so the search runs again with the new rule. */}
        <DataGrid
          key={String(ignoreDiacritics)}
          ref={gridRef}
          rows={rows}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          slots={{ toolbar: SearchToolbar }}
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['jose'] } } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
