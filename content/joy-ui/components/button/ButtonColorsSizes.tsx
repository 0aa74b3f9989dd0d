import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const sizes = ['sm', 'md', 'lg'] as const;
const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function ButtonColorsSizes() {
  const [variant, setVariant] = React.useState<VariantProp>('solid');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {variants.map((item) => (
          <Radio key={item} value={item} label={item} size="sm" />
        ))}
      </RadioGroup>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Button key={color} color={color} variant={variant}>
            {color}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {sizes.map((size) => (
          <Button key={size} size={size} variant={variant}>
            Size {size}
          </Button>
        ))}
        <Typography level="body-sm" sx={{ marginInlineStart: 1 }}>
          Heights: 32, 36 and 44 px
        </Typography>
      </Box>
    </Box>
  );
}
