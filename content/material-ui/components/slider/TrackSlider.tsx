import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TrackSlider() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <div>
        <Typography id="storage-warning-label" variant="body2" gutterBottom>
          Warn me when storage passes (track=&quot;inverted&quot;)
        </Typography>
        {/* The part above the threshold is what matters, so that part is filled. */}
        <Slider
          aria-labelledby="storage-warning-label"
          track="inverted"
          defaultValue={80}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value}%`}
          getAriaValueText={(value) => `${value}%`}
        />
      </div>
      <div>
        <Typography id="balance-label" variant="body2" gutterBottom>
          Speaker balance (track=&#123;false&#125;)
        </Typography>
        {/* A position, not an amount: no filled track. */}
        <Slider
          aria-labelledby="balance-label"
          track={false}
          defaultValue={0}
          min={-10}
          max={10}
          marks={[
            { value: -10, label: 'Left' },
            { value: 0, label: 'Centre' },
            { value: 10, label: 'Right' },
          ]}
        />
      </div>
    </Stack>
  );
}
