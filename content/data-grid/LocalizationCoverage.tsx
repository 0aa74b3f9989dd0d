import Box from '@mui/material/Box';
import {
  DataGrid,
  GRID_DEFAULT_LOCALE_TEXT,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
} from '@mui/x-data-grid';
import * as locales from '@mui/x-data-grid/locales';
import { useGridName } from './data/gridName';

interface LocaleRow {
  id: string;
  language: string;
  translated: number;
  share: number;
}

const keys = Object.keys(GRID_DEFAULT_LOCALE_TEXT);
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

// Read from the installed package: each export's grid strings, against the English keys. A key a
// translation leaves out falls back to English.
const rows: LocaleRow[] = Object.entries(locales).map(([name, locale]) => {
  const text = locale.components.MuiDataGrid.defaultProps.localeText;
  const translated = keys.filter((key) => key in text).length;
  const tag = `${name.slice(0, 2)}-${name.slice(2)}`;
  return {
    id: name,
    language: languageNames.of(tag) ?? tag,
    translated,
    share: translated / keys.length,
  };
});

const columns: GridColDef<LocaleRow>[] = [
  { field: 'id', headerName: 'Export', width: 100 },
  { field: 'language', headerName: 'Language', width: 220 },
  { field: 'translated', headerName: `Keys (of ${keys.length})`, type: 'number', width: 130 },
  {
    field: 'share',
    headerName: 'Translated',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function LocalizationCoverage() {
  const gridRef = useGridName('Locales bundled with the Data Grid');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'share', sort: 'desc' }] } }}
        slots={{ toolbar: SearchToolbar }}
        density="compact"
      />
    </Box>
  );
}
