import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withOptionLayout = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiAutocomplete: {
      defaultProps: {
        renderOption: (props, option, state, ownerState) => {
          const { key, ...optionProps } = props;
          return (
            <li key={key} {...optionProps}>
              <span style={{ flexGrow: 1 }}>{ownerState.getOptionLabel(option)}</span>
              {state.selected && <CheckIcon fontSize="small" aria-hidden />}
            </li>
          );
        },
      },
    },
  },
});

interface Currency {
  code: string;
  name: string;
}

const currencies: Currency[] = [
  { code: 'EUR', name: 'Euro' },
  { code: 'JPY', name: 'Japanese yen' },
  { code: 'NOK', name: 'Norwegian krone' },
];

// Two option shapes, one layout: each autocomplete keeps its own getOptionLabel.
export default function ThemedOptionLayout() {
  return (
    <ThemeProvider theme={withOptionLayout}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Autocomplete
          sx={{ width: 240 }}
          options={currencies}
          defaultValue={currencies[0]}
          getOptionLabel={(currency) => `${currency.code}: ${currency.name}`}
          renderInput={(params) => <TextField {...params} label="Currency" />}
        />
        <Autocomplete
          sx={{ width: 240 }}
          multiple
          options={['Invoices', 'Receipts', 'Statements']}
          defaultValue={['Receipts']}
          renderInput={(params) => <TextField {...params} label="Documents" />}
        />
      </Stack>
    </ThemeProvider>
  );
}
