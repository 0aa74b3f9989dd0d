import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ThemeProvider, type Theme } from '@mui/material/styles';

declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    dashed: true;
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
          props: { variant: 'dashed' },
          style: {
            border: '2px dashed currentColor',
            paddingBlock: 4,
          },
        },
        {
          props: { variant: 'dashed', color: 'secondary' },
          style: { borderStyle: 'dotted' },
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
          <Button variant="dashed">Dashed</Button>
          <Button variant="dashed" color="secondary">
            Dashed secondary
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
