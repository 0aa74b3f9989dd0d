import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

interface Currency {
  code: string;
  name: string;
  symbol: string;
}

const currencies: Currency[] = [
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'GBP', name: 'Pound sterling', symbol: '£' },
  { code: 'INR', name: 'Indian rupee', symbol: '₹' },
  { code: 'JPY', name: 'Japanese yen', symbol: '¥' },
  { code: 'KES', name: 'Kenyan shilling', symbol: 'KSh' },
  { code: 'MXN', name: 'Mexican peso', symbol: '$' },
  { code: 'USD', name: 'US dollar', symbol: '$' },
];

export default function AutocompleteOptionAppearance() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Payout currency</FormLabel>
      <Autocomplete
        options={currencies}
        getOptionLabel={(option) => `${option.code} — ${option.name}`}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        placeholder="Search by code or name"
        renderOption={(props, option) => (
          <AutocompleteOption {...props} key={option.code}>
            <ListItemDecorator sx={{ fontWeight: 'lg', minInlineSize: 40 }}>
              {option.symbol}
            </ListItemDecorator>
            <ListItemContent>
              {option.name}
              <Typography level="body-xs">{option.code}</Typography>
            </ListItemContent>
          </AutocompleteOption>
        )}
      />
    </FormControl>
  );
}
