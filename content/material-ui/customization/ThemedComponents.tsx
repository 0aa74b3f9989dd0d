import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ThemeProvider, type Theme } from '@mui/material/styles';

declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    soft: true;
  }
}

const themed = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 8, textTransform: 'none', fontWeight: 600 },
      },
      variants: [
        {
          // A tinted background in the button's colour, read from the CSS variables.
          props: { variant: 'soft' },
          style: {
            color: 'var(--mui-palette-primary-dark)',
            backgroundColor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.12)',
            '&:hover': { backgroundColor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.2)' },
            // The dark shade is too dim on a dark page: there the light shade reads.
            ...outer.applyStyles('dark', { color: 'var(--mui-palette-primary-light)' }),
          },
        },
        {
          props: { variant: 'soft', color: 'secondary' },
          style: {
            color: 'var(--mui-palette-secondary-dark)',
            backgroundColor: 'rgba(var(--mui-palette-secondary-mainChannel) / 0.12)',
            '&:hover': { backgroundColor: 'rgba(var(--mui-palette-secondary-mainChannel) / 0.2)' },
            // The site's grey secondary is too dim even in its light shade: plain text colour there.
            ...outer.applyStyles('dark', { color: 'var(--mui-palette-text-primary)' }),
          },
        },
      ],
    },
    MuiChip: {
      styleOverrides: {
        root: { borderRadius: 6 },
        label: { fontWeight: 600 },
      },
    },
    MuiTextField: { defaultProps: { size: 'small' } },
  },
});

export default function ThemedComponents() {
  return (
    <ThemeProvider theme={themed}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained">Contained</Button>
          <Button variant="soft">Soft</Button>
          <Button variant="soft" color="secondary">
            Soft secondary
          </Button>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Chip label="Invoice paid" color="success" />
          <Chip label="Awaiting review" variant="outlined" />
        </Stack>
        <TextField label="Invoice number" defaultValue="INV-2024-0193" />
      </Stack>
    </ThemeProvider>
  );
}
