import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const periods = ['Day', 'Week', 'Month', 'Year'];

export default function RadioSegmented() {
  const [period, setPeriod] = React.useState('Week');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography id="period-label" level="body-sm" component="span">
        Chart period
      </Typography>
      <RadioGroup
        aria-labelledby="period-label"
        orientation="horizontal"
        value={period}
        onChange={(event) => setPeriod(event.target.value)}
        sx={{
          minHeight: 40,
          padding: '4px',
          borderRadius: '12px',
          bgcolor: 'neutral.softBg',
          '--RadioGroup-gap': '4px',
          '--Radio-actionRadius': '8px',
        }}
      >
        {periods.map((item) => (
          <Radio
            key={item}
            value={item}
            label={item}
            disableIcon
            overlay
            color="neutral"
            variant={period === item ? 'solid' : 'plain'}
            slotProps={{
              action: ({ checked }) => ({
                sx: {
                  ...(checked && {
                    bgcolor: 'background.surface',
                    boxShadow: 'sm',
                    '&:hover': { bgcolor: 'background.surface' },
                  }),
                },
              }),
            }}
            sx={{
              px: 2,
              alignItems: 'center',
              [`& .${radioClasses.label}`]: { fontWeight: 'md' },
              // The checked segment keeps the surface colour's text, not the solid variant's.
              [`&.${radioClasses.checked}`]: { color: 'text.primary' },
            }}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
