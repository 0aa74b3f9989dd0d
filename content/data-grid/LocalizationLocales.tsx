import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { deDE, frFR, jaJP } from '@mui/x-data-grid/locales';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const LOCALES = { 'de-DE': deDE, 'fr-FR': frFR, 'ja-JP': jaJP } as const;
type Locale = keyof typeof LOCALES;

const rows = generateEmployees(40, 59);

export default function LocalizationLocales() {
  const gridRef = useGridName('Employees in the chosen language');
  const [locale, setLocale] = React.useState<Locale>('fr-FR');
  // Values follow the same locale as the grid's own text.
  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
      {
        field: 'salary',
        headerName: 'Salary',
        type: 'number',
        width: 140,
        valueFormatter: (value: number) =>
          new Intl.NumberFormat(locale, {
            style: 'currency',
            currency: 'EUR',
            maximumFractionDigits: 0,
          }).format(value),
      },
      {
        field: 'startDate',
        headerName: 'Start',
        type: 'date',
        width: 130,
        valueFormatter: (value: Date) => value.toLocaleDateString(locale),
      },
    ],
    [locale],
  );
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, value) => value && setLocale(value)}
        aria-label="Grid language"
      >
        <ToggleButton value="fr-FR" lang="fr">
          Français
        </ToggleButton>
        <ToggleButton value="de-DE" lang="de">
          Deutsch
        </ToggleButton>
        <ToggleButton value="ja-JP" lang="ja">
          日本語
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }} lang={locale.slice(0, 2)}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          localeText={LOCALES[locale].components.MuiDataGrid.defaultProps.localeText}
          slots={{ toolbar: GridToolbar }}
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25]}
        />
      </Box>
    </Stack>
  );
}
