import { ThemeProvider, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

// A function theme receives the surrounding theme and returns the one to use below it.
// Colours and typography are inherited; only component defaults and overrides change.
const brandTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20, textTransform: 'none', fontWeight: 700 },
      },
    },
    MuiChip: {
      defaultProps: { size: 'small' },
      styleOverrides: { root: { fontWeight: 600, letterSpacing: 0.3 } },
    },
    MuiSwitch: {
      defaultProps: { color: 'success' },
    },
  },
});

function Sample({ label }: { label: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 220 }}>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Stack spacing={2} sx={{ mt: 1, alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1}>
          <Button variant="contained">Publish</Button>
          <Button variant="outlined">Preview</Button>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Chip label="Draft" />
          <Chip label="3 comments" color="primary" variant="outlined" />
        </Stack>
        <FormControlLabel control={<Switch defaultChecked />} label="Notify followers" />
      </Stack>
    </Paper>
  );
}

export default function ThemeOverridesPreview() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Sample label="Default theme" />
      <ThemeProvider theme={brandTheme}>
        <Sample label="With component overrides" />
      </ThemeProvider>
    </Stack>
  );
}
