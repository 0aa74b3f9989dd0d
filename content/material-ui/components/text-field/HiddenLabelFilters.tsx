import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const filters = ['Customer', 'Order number'];

export default function HiddenLabelFilters() {
  const baseId = React.useId();

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockEnd: 1 }}>
          Label inside the field: 48px high
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {filters.map((name) => (
            <TextField key={name} variant="filled" size="small" label={name} />
          ))}
        </Stack>
      </div>
      <div>
        <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockEnd: 1 }}>
          Label outside, hiddenLabel on the field: 40px high
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {filters.map((name, index) => {
            const id = `${baseId}-${index}`;
            return (
              <Box key={name} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                <Typography component="label" htmlFor={id} variant="body2">
                  {name}
                </Typography>
                <TextField id={id} variant="filled" size="small" hiddenLabel />
              </Box>
            );
          })}
        </Stack>
      </div>
    </Stack>
  );
}
