import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import SearchRounded from '@mui/icons-material/SearchRounded';

const fruits = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry', 'Fig', 'Mango', 'Pear'];
const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function AutocompleteVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {variants.map((variant) => (
        <Autocomplete
          key={variant}
          variant={variant}
          options={fruits}
          placeholder={variant}
          aria-label={`Fruit, ${variant}`}
        />
      ))}
      {(['primary', 'success', 'danger'] as const).map((color) => (
        <Autocomplete
          key={color}
          color={color}
          options={fruits}
          placeholder={color}
          aria-label={`Fruit, ${color}`}
        />
      ))}
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Autocomplete
          key={size}
          size={size}
          options={fruits}
          placeholder={`Size ${size}`}
          aria-label={`Fruit, size ${size}`}
          startDecorator={<SearchRounded />}
        />
      ))}
    </Box>
  );
}
