import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

function nights(from: string, to: string) {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return Number.isFinite(days) && days > 0 ? days : 0;
}

export default function InputDateRange() {
  const [from, setFrom] = React.useState('2026-12-18');
  const [to, setTo] = React.useState('2026-12-22');
  return (
    <div>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <FormControl>
          <FormLabel>Check-in</FormLabel>
          <Input
            type="date"
            value={from}
            onChange={(event) => {
              const value = event.target.value;
              setFrom(value);
              if (value && to && value >= to) {
                setTo('');
              }
            }}
          />
        </FormControl>
        <FormControl>
          <FormLabel>Check-out</FormLabel>
          <Input
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            slotProps={{ input: { min: from || undefined } }}
          />
        </FormControl>
      </Box>
      <Typography level="body-sm" role="status" sx={{ mt: 1 }}>
        {nights(from, to) > 0
          ? `${nights(from, to)} nights`
          : 'Choose a check-out date after check-in.'}
      </Typography>
    </div>
  );
}
