import * as React from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { arEG, deDE, enUS, frFR, jaJP, type Localization } from '@mui/material/locale';
import Autocomplete from '@mui/material/Autocomplete';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const LOCALES: Record<string, { label: string; lang: string; locale: Localization }> = {
  enUS: { label: 'English', lang: 'en', locale: enUS },
  deDE: { label: 'Deutsch', lang: 'de', locale: deDE },
  frFR: { label: 'Français', lang: 'fr', locale: frFR },
  jaJP: { label: '日本語', lang: 'ja', locale: jaJP },
  arEG: { label: 'العربية', lang: 'ar', locale: arEG },
};

// Keep the surrounding theme (colours, mode) and add the locale's component defaults.
const withLocale = (locale: Localization) => (outer: Theme) => ({
  ...outer,
  components: { ...outer.components, ...locale.components },
});

export default function LocaleSwitcher() {
  const [key, setKey] = React.useState('deDE');
  const [page, setPage] = React.useState(1);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  const current = LOCALES[key] ?? LOCALES.enUS!;

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={key}
        onChange={(_event, next: string | null) => next && setKey(next)}
        aria-label="Locale"
      >
        {Object.entries(LOCALES).map(([value, { label, lang }]) => (
          <ToggleButton key={value} value={value} lang={lang}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={withLocale(current.locale)}>
        <Paper variant="outlined" lang={current.lang} sx={{ p: 2, width: '100%', maxWidth: 520 }}>
          <Stack spacing={2}>
            <TablePagination
              component="div"
              count={248}
              page={page - 1}
              onPageChange={(_event, next) => setPage(next + 1)}
              rowsPerPage={rowsPerPage}
              onRowsPerPageChange={(event) => setRowsPerPage(Number(event.target.value))}
              sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', paddingInline: 0 } }}
            />
            <Pagination
              count={12}
              page={page}
              siblingCount={0}
              onChange={(_event, next) => setPage(next)}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Rating name="locale-rating" defaultValue={3.5} precision={0.5} />
              <Autocomplete
                options={['Berlin', 'Kyoto', 'Lyon']}
                size="small"
                sx={{ flex: 1 }}
                renderInput={(params) => <TextField {...params} label="City" />}
              />
            </Stack>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
