import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function AutocompleteError() {
  return (
    <FormControl error sx={{ width: 300 }}>
      <FormLabel>Warehouse</FormLabel>
      <Autocomplete
        options={['Antwerp', 'Gdańsk', 'Rotterdam', 'Valencia']}
        placeholder="Choose a warehouse"
      />
      <FormHelperText sx={{ color: 'danger.plainColor' }}>
        <InfoOutlined />
        Pick the warehouse that ships this order.
      </FormHelperText>
    </FormControl>
  );
}
