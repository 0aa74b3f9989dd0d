import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';
import { useRtl } from '@mui/system/RtlProvider';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const sizes = ['sm', 'md', 'lg'] as const;
const variants: VariantProp[] = ['solid', 'soft', 'outlined'];

export default function SliderColorsSizes() {
  const isRtl = useRtl();
  const [variant, setVariant] = React.useState<VariantProp>('solid');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
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
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          columnGap: 4,
          rowGap: 2,
        }}
      >
        <div>
          <Typography level="title-sm">Colours</Typography>
          {colors.map((color, index) => (
            <Slider
              key={color}
              aria-label={`${color} slider`}
              color={color}
              variant={variant}
              defaultValue={20 + index * 15}
              isRtl={isRtl}
            />
          ))}
        </div>
        <div>
          <Typography level="title-sm">Sizes</Typography>
          {sizes.map((size) => (
            <Box key={size} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Typography level="body-xs" sx={{ minWidth: 20 }}>
                {size}
              </Typography>
              <Slider
                aria-label={`Size ${size}`}
                size={size}
                variant={variant}
                defaultValue={50}
                isRtl={isRtl}
              />
            </Box>
          ))}
        </div>
      </Box>
    </Box>
  );
}
