import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import RtlProvider from '@mui/system/RtlProvider';

function Volume({ label }: { label: string }) {
  const [value, setValue] = React.useState(30);
  return (
    <Box sx={{ flex: 1, minWidth: 200 }}>
      <Typography id={`${label}-label`} variant="body2" gutterBottom>
        {label}: {value}
      </Typography>
      <Slider
        aria-labelledby={`${label}-label`}
        value={value}
        onChange={(_event, next) => setValue(next as number)}
      />
    </Box>
  );
}

export default function RtlRegion() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, width: '100%' }}>
      <Volume label="LTR" />
      {/* dir flips the layout; RtlProvider tells the components that compute positions. */}
      <RtlProvider value>
        <Box dir="rtl" sx={{ flex: 1, minWidth: 200, display: 'flex' }}>
          <Volume label="RTL" />
        </Box>
      </RtlProvider>
    </Box>
  );
}
