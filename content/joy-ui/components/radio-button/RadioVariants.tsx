import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function RadioVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <RadioGroup
        aria-label="Variants"
        orientation="horizontal"
        defaultValue="outlined"
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {variants.map((variant) => (
          <Radio key={variant} value={variant} variant={variant} label={variant} />
        ))}
      </RadioGroup>
      <RadioGroup
        aria-label="Colours"
        orientation="horizontal"
        defaultValue="primary"
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {colors.map((color) => (
          <Radio key={color} value={color} color={color} label={color} />
        ))}
      </RadioGroup>
      <RadioGroup
        aria-label="Sizes"
        orientation="horizontal"
        defaultValue="md"
        sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Radio key={size} value={size} size={size} label={`Size ${size}`} />
        ))}
      </RadioGroup>
    </Box>
  );
}
