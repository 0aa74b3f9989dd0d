import * as React from 'react';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';

const MIN = 1;
const MAX = 9;

export default function ButtonGroupQuantity() {
  const [quantity, setQuantity] = React.useState(2);
  return (
    <ButtonGroup size="sm" variant="outlined" aria-label="Quantity of linen notebooks">
      <IconButton
        aria-label="One fewer"
        aria-disabled={quantity <= MIN}
        sx={(theme) => ({ '&[aria-disabled="true"]': theme.variants.outlinedDisabled.neutral })}
        onClick={() => setQuantity((q) => Math.max(MIN, q - 1))}
      >
        <RemoveRounded />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        aria-label={`Quantity ${quantity}`}
        sx={{
          minWidth: 40,
          display: 'grid',
          placeItems: 'center',
          borderBlock: '1px solid',
          borderColor: 'neutral.outlinedBorder',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {quantity}
      </Typography>
      <IconButton
        aria-label="One more"
        aria-disabled={quantity >= MAX}
        sx={(theme) => ({ '&[aria-disabled="true"]': theme.variants.outlinedDisabled.neutral })}
        onClick={() => setQuantity((q) => Math.min(MAX, q + 1))}
      >
        <AddRounded />
      </IconButton>
    </ButtonGroup>
  );
}
