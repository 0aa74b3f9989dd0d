import * as React from 'react';
import Box from '@mui/system/Box';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function GridAutoFlow() {
  const [flow, setFlow] = React.useState<'row' | 'column'>('row');

  return (
    <Box sx={{ display: 'grid', gap: 1.5, color: 'text.primary', fontSize: 14 }}>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>gridAutoFlow</legend>
        {(['row', 'column'] as const).map((value) => (
          <label key={value} style={{ marginInlineEnd: 16 }}>
            <input
              type="radio"
              name="grid-auto-flow"
              value={value}
              checked={flow === value}
              onChange={() => setFlow(value)}
            />{' '}
            {value}
          </label>
        ))}
      </fieldset>
      <Box
        sx={{
          display: 'grid',
          gridAutoFlow: flow,
          gridTemplateColumns: flow === 'row' ? 'repeat(3, 64px)' : undefined,
          gridTemplateRows: flow === 'column' ? 'repeat(3, 40px)' : undefined,
          gridAutoColumns: '64px',
          gridAutoRows: '40px',
          gap: 1,
        }}
      >
        {days.map((day) => (
          <Box
            key={day}
            sx={{
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderRadius: 1,
            }}
          >
            {day}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
