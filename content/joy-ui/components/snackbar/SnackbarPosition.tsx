import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/joy/Snackbar';

const origins: SnackbarOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function SnackbarPosition() {
  const [origin, setOrigin] = React.useState<SnackbarOrigin | null>(null);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: 1,
        maxWidth: 420,
        width: '100%',
      }}
    >
      {origins.map((item) => (
        <Button
          key={`${item.vertical}-${item.horizontal}`}
          size="sm"
          variant="outlined"
          color="neutral"
          onClick={() => setOrigin(item)}
        >
          {item.vertical} {item.horizontal}
        </Button>
      ))}
      <Snackbar
        role="status"
        key={origin ? `${origin.vertical}-${origin.horizontal}` : 'closed'}
        open={origin !== null}
        anchorOrigin={origin ?? undefined}
        autoHideDuration={4000}
        onClose={() => setOrigin(null)}
        sx={
          origin?.horizontal === 'center'
            ? {
                // Centred without left: 50% and translateX(-50%), which an RTL plugin
                // half-flips; equal insets on both sides mirror cleanly.
                '--Snackbar-translateX': '0px',
                left: 0,
                right: 0,
                marginInline: 'auto',
                width: 'fit-content',
              }
            : undefined
        }
      >
        Shown at {origin?.vertical} {origin?.horizontal}.
      </Snackbar>
    </Box>
  );
}
