import * as React from 'react';
import Box from '@mui/system/Box';
import type { SxProps, Theme } from '@mui/system';

interface SeatProps {
  label: string;
  taken?: boolean;
  selected?: boolean;
  onSelect: () => void;
  sx?: SxProps<Theme>;
}

function Seat({ label, taken = false, selected = false, onSelect, sx = [] }: SeatProps) {
  return (
    <Box
      component="button"
      type="button"
      disabled={taken}
      aria-pressed={selected}
      onClick={onSelect}
      sx={[
        {
          width: 44,
          height: 44,
          font: 'inherit',
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          cursor: 'pointer',
        },
        selected && {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderColor: 'primary.main',
        },
        taken && {
          bgcolor: 'action.disabledBackground',
          color: 'action.disabled',
          cursor: 'not-allowed',
        },
        // The caller's sx goes last, whether it is an object, a callback or an array.
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </Box>
  );
}

const seats = ['1A', '1B', '1C', '2A', '2B', '2C'];
const taken = new Set(['1B', '2C']);

export default function SxConditionalArray() {
  const [chosen, setChosen] = React.useState('2A');

  return (
    <Box
      role="group"
      aria-label="Choose a seat"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 44px)', gap: 1 }}
    >
      {seats.map((seat) => (
        <Seat
          key={seat}
          label={seat}
          taken={taken.has(seat)}
          selected={chosen === seat}
          onSelect={() => setChosen(seat)}
          sx={seat.endsWith('A') ? { borderStartStartRadius: 12 } : undefined}
        />
      ))}
    </Box>
  );
}
