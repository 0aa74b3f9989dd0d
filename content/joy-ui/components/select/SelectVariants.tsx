import Box from '@mui/joy/Box';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SelectVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {variants.map((variant) => (
        <Select key={variant} variant={variant} defaultValue="a" aria-label={`Variant ${variant}`}>
          <Option value="a">{variant}</Option>
          <Option value="b">Another option</Option>
        </Select>
      ))}
      {colors.map((color) => (
        <Select key={color} color={color} defaultValue="a" aria-label={`Colour ${color}`}>
          <Option value="a">{color}</Option>
          <Option value="b">Another option</Option>
        </Select>
      ))}
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Select key={size} size={size} defaultValue="a" aria-label={`Size ${size}`}>
          <Option value="a">Size {size}</Option>
          <Option value="b">Another option</Option>
        </Select>
      ))}
    </Box>
  );
}
