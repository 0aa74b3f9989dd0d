import * as React from 'react';
import Box from '@mui/joy/Box';
import LinearProgress from '@mui/joy/LinearProgress';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import { useRtl } from '@mui/system/RtlProvider';

export default function LinearProgressBasic() {
  const isRtl = useRtl();
  const [value, setValue] = React.useState(45);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <Typography level="body-sm" id="sync-label">
        Syncing contacts…
      </Typography>
      <LinearProgress aria-labelledby="sync-label" />
      <Typography level="body-sm" id="install-label">
        Installing updates: {value}%
      </Typography>
      <LinearProgress determinate value={value} aria-labelledby="install-label" />
      <Slider
        aria-label="Progress value"
        value={value}
        onChange={(_e, next) => setValue(next as number)}
        isRtl={isRtl}
        size="sm"
      />
    </Box>
  );
}
