import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';

// The banner is dark in both colour modes, like a hero image would be.
const bannerColor = '#1b2a3a';
const placeholderColor = 'rgba(255, 255, 255, 0.16)';

export default function SkeletonOnDarkSurface() {
  const [adjusted, setAdjusted] = React.useState(true);
  const sx = adjusted ? { bgcolor: placeholderColor } : undefined;

  return (
    <Box sx={{ maxWidth: 420 }}>
      <FormControlLabel
        control={
          <Switch
            checked={adjusted}
            onChange={(event) => setAdjusted(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Lighter placeholders"
      />
      <Box
        aria-busy="true"
        aria-label="Featured event, loading"
        role="region"
        sx={{ bgcolor: bannerColor, borderRadius: 2, padding: 3, marginBlockStart: 1 }}
      >
        <Skeleton sx={sx} width="40%" />
        <Skeleton sx={{ ...sx, fontSize: '1.75rem' }} width="85%" />
        <Skeleton sx={sx} variant="rounded" width={120} height={36} />
      </Box>
    </Box>
  );
}
