import * as React from 'react';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export default function DemoComboPreviewOpen() {
  const [value, setValue] = React.useState<number | null>(3);
  return (
    <div>
      <Typography component="p" id="combo-rating-label">
        Score
      </Typography>
      <Rating
        name="combo-rating"
        aria-labelledby="combo-rating-label"
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
      />
    </div>
  );
}
