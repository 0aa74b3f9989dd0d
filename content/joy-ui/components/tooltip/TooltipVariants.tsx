import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function TooltipVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, paddingBlock: 4 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Tooltip
            key={variant}
            title={`A ${variant} tooltip`}
            variant={variant}
            arrow
            describeChild
          >
            <Button variant="plain" color="neutral">
              {variant}
            </Button>
          </Tooltip>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Tooltip
            key={color}
            title={`Colour ${color}`}
            color={color}
            variant="solid"
            describeChild
          >
            <Button variant="soft" color={color}>
              {color}
            </Button>
          </Tooltip>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Tooltip key={size} title={`Size ${size}`} size={size} describeChild>
            <Button variant="outlined" color="neutral">
              {size}
            </Button>
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}
