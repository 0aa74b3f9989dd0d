import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar, { type SnackbarProps } from '@mui/joy/Snackbar';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SnackbarVariants() {
  const [shown, setShown] = React.useState<Pick<SnackbarProps, 'variant' | 'color'> | null>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Button
            key={variant}
            size="sm"
            variant="outlined"
            color="neutral"
            onClick={() => setShown({ variant, color: 'success' })}
          >
            {variant}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Button
            key={color}
            size="sm"
            variant="soft"
            color={color}
            onClick={() => setShown({ variant: 'soft', color })}
          >
            {color}
          </Button>
        ))}
      </Box>
      <Snackbar
        role="status"
        open={shown !== null}
        variant={shown?.variant}
        color={shown?.color}
        autoHideDuration={6000}
        onClose={() => setShown(null)}
        startDecorator={<CheckCircleRounded />}
        endDecorator={
          <Button
            size="sm"
            variant="soft"
            color={shown?.color ?? 'neutral'}
            onClick={() => setShown(null)}
          >
            Undo
          </Button>
        }
      >
        Moved 3 conversations to the archive.
      </Snackbar>
    </Box>
  );
}
