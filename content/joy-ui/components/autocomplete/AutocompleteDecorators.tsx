import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';

const carriers = ['DHL Express', 'FedEx', 'La Poste', 'PostNL', 'Royal Mail', 'UPS'];
const products = ['Desk lamp', 'Ergonomic chair', 'Monitor arm', 'Standing desk', 'Webcam'];

export default function AutocompleteDecorators() {
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <FormControl>
        <FormLabel>Carrier</FormLabel>
        <Autocomplete startDecorator={<LocalShippingRounded />} options={carriers} />
      </FormControl>
      <FormControl>
        <FormLabel>Product</FormLabel>
        <Autocomplete
          startDecorator={<SearchRounded />}
          endDecorator={
            <Chip size="sm" variant="soft" color="success">
              In stock
            </Chip>
          }
          options={products}
        />
      </FormControl>
    </Stack>
  );
}
