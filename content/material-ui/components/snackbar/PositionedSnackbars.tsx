import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';

const positions: { label: string; origin: SnackbarOrigin }[] = [
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Top center', origin: { vertical: 'top', horizontal: 'center' } },
  { label: 'Top right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
  { label: 'Bottom center', origin: { vertical: 'bottom', horizontal: 'center' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
];

export default function PositionedSnackbars() {
  const [current, setCurrent] = React.useState<(typeof positions)[number] | null>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: 1,
        maxWidth: 480,
      }}
    >
      {positions.map((position) => (
        <Button
          key={position.label}
          variant="outlined"
          size="small"
          onClick={() => {
            setCurrent(position);
            setOpen(true);
          }}
        >
          {position.label}
        </Button>
      ))}
      <Snackbar
        key={current?.label}
        open={open}
        anchorOrigin={current?.origin ?? positions[4]?.origin}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
        message={`Shown at the ${current?.label.toLowerCase() ?? ''} of the window`}
      />
    </Box>
  );
}
