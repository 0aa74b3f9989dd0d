import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import { useRtl } from '@mui/system/RtlProvider';

export default function SliderBasic() {
  const isRtl = useRtl();
  const id = React.useId();

  return (
    <Box sx={{ width: '100%', maxWidth: 360, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={`${id}-music`} level="title-sm">
        Music volume
      </Typography>
      <Slider aria-labelledby={`${id}-music`} defaultValue={35} isRtl={isRtl} />
      <Typography id={`${id}-effects`} level="title-sm" textColor="text.tertiary">
        Sound effects (locked by your device)
      </Typography>
      <Slider aria-labelledby={`${id}-effects`} defaultValue={70} disabled isRtl={isRtl} />
    </Box>
  );
}
