import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];

export default function GridDirectionColumn() {
  return (
    <Grid
      container
      spacing={1}
      direction={{ xs: 'column', sm: 'row' }}
      component="ol"
      sx={{ width: '100%', m: 0, p: 0, listStyle: 'none' }}
    >
      {steps.map((step, index) => (
        <Grid key={step} size={{ sm: 3 }} component="li">
          <Box
            sx={{
              p: 1.5,
              borderRadius: 1,
              border: 1,
              borderColor: index === 1 ? 'primary.main' : 'divider',
              color: 'text.primary',
              fontSize: 14,
            }}
          >
            {index + 1}. {step}
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
