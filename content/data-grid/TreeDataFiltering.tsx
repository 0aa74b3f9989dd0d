import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { useGridName } from './data/gridName';

interface Place {
  id: number;
  path: string[];
  manager: string;
  staff: number;
}

// Regions are rows too, each with its own manager; shops sit under them.
const places: Place[] = [
  { id: 1, path: ['Europe'], manager: 'Ingrid Solberg', staff: 4 },
  { id: 2, path: ['Europe', 'Berlin Mitte'], manager: 'Jonas Weber', staff: 9 },
  { id: 3, path: ['Europe', 'Lisbon Chiado'], manager: 'Marta Correia', staff: 7 },
  { id: 4, path: ['Europe', 'Oslo Grünerløkka'], manager: 'Ingrid Solberg', staff: 6 },
  { id: 5, path: ['Asia Pacific'], manager: 'Haruto Sato', staff: 3 },
  { id: 6, path: ['Asia Pacific', 'Osaka Umeda'], manager: 'Yui Nakamura', staff: 11 },
  { id: 7, path: ['Asia Pacific', 'Melbourne CBD'], manager: 'Liam Walsh', staff: 8 },
  { id: 8, path: ['Americas'], manager: 'Camila Rojas', staff: 5 },
  { id: 9, path: ['Americas', 'Toronto Annex'], manager: 'Priya Nair', staff: 10 },
  { id: 10, path: ['Americas', 'Denver LoDo'], manager: 'Camila Rojas', staff: 6 },
];

const columns: GridColDef<Place>[] = [
  { field: 'manager', headerName: 'Manager', width: 170 },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 90 },
];

const getTreeDataPath = (row: Place) => row.path;
const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Region or shop',
  width: 240,
};

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function TreeDataFiltering() {
  const gridRef = useGridName('Shops by region, searchable');
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={topLevelOnly}
            onChange={(event) => setTopLevelOnly(event.target.checked)}
          />
        }
        label="Filter regions only (disableChildrenFiltering)"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          ref={gridRef}
          treeData
          rows={places}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={topLevelOnly}
          slots={{ toolbar: SearchToolbar }}
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Ingrid'] } } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
