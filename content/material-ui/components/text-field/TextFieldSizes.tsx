import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const variants = ['outlined', 'filled', 'standard'] as const;

export default function TextFieldSizes() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
        maxWidth: 480,
      }}
    >
      {variants.map((variant) => (
        <React.Fragment key={variant}>
          <TextField
            variant={variant}
            size="small"
            label={`Coupon (${variant}, small)`}
            defaultValue="SPRING10"
          />
          <TextField
            variant={variant}
            label={`Coupon (${variant}, medium)`}
            defaultValue="SPRING10"
          />
        </React.Fragment>
      ))}
    </Box>
  );
}
