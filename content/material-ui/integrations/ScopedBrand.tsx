import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';

function Sample({ title }: { title: string }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small">
          Renew plan
        </Button>
        <Button variant="outlined" size="small">
          Compare
        </Button>
      </Stack>
      <Chip label="Team plan" color="primary" size="small" />
      <FormControlLabel control={<Switch defaultChecked />} label="Auto-renew" />
    </Stack>
  );
}

// With CSS theme variables, a theme value is a CSS custom property: override it on an
// element and every Material UI component inside picks up the new value.
const tealScope = (theme: Theme) => ({
  '--mui-palette-primary-main': '#0f766e',
  '--mui-palette-primary-light': '#14b8a6',
  '--mui-palette-primary-dark': '#115e59',
  '--mui-palette-primary-contrastText': '#ffffff',
  '--mui-palette-primary-mainChannel': '15 118 110',
  '--mui-palette-primary-darkChannel': '17 94 89',
  ...theme.applyStyles('dark', {
    '--mui-palette-primary-main': '#5eead4',
    '--mui-palette-primary-light': '#99f6e4',
    '--mui-palette-primary-dark': '#2dd4bf',
    '--mui-palette-primary-contrastText': '#042f2e',
    '--mui-palette-primary-mainChannel': '94 234 212',
    '--mui-palette-primary-darkChannel': '45 212 191',
  }),
});

export default function ScopedBrand() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Sample title="Site theme" />
      </Box>
      <Box sx={[{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }, tealScope]}>
        <Sample title="Partner section" />
      </Box>
    </Stack>
  );
}
