import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const settings = {
  direction: ['row', 'row-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-evenly'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch'],
} as const;

type Setting = keyof typeof settings;

export default function InteractiveGrid2() {
  const [values, setValues] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
  });

  return (
    <Box>
      <Grid
        container
        spacing={2}
        direction={values.direction as 'row' | 'row-reverse'}
        sx={{
          justifyContent: values.justifyContent,
          alignItems: values.alignItems,
          minHeight: 180,
          padding: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {[48, 96, 64].map((height, index) => (
          <Grid key={height}>
            <Paper sx={{ width: 72, height, display: 'grid', placeItems: 'center' }}>
              {index + 1}
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, marginBlockStart: 2 }}>
        {(Object.keys(settings) as Setting[]).map((setting) => (
          <FormControl key={setting}>
            <FormLabel id={`grid2-${setting}`}>{setting}</FormLabel>
            <RadioGroup
              aria-labelledby={`grid2-${setting}`}
              value={values[setting]}
              onChange={(event) => setValues({ ...values, [setting]: event.target.value })}
            >
              {settings[setting].map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio size="small" />}
                  label={value}
                  slotProps={{ typography: { variant: 'body2' } }}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
      </Box>
    </Box>
  );
}
