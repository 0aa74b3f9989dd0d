import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

const labels: Record<number, string> = {
  0.5: 'Useless',
  1: 'Useless+',
  1.5: 'Poor',
  2: 'Poor+',
  2.5: 'OK',
  3: 'OK+',
  3.5: 'Good',
  4: 'Good+',
  4.5: 'Excellent',
  5: 'Excellent+',
};

function getLabelText(value: number) {
  return `${value} Star${value !== 1 ? 's' : ''}, ${labels[value]}`;
}

export default function HoverFeedback() {
  const [value, setValue] = React.useState<number | null>(2);
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    <Box component="fieldset" sx={{ border: 0, margin: 0, padding: 0 }}>
      <Typography component="legend">Was this answer helpful?</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 200 }}>
        <Rating
          name="hover-feedback"
          value={value}
          precision={0.5}
          getLabelText={getLabelText}
          onChange={(_event, newValue) => setValue(newValue)}
          onChangeActive={(_event, newHover) => setHover(newHover)}
        />
        {shown !== null && <Box sx={{ marginInlineStart: 2 }}>{labels[shown]}</Box>}
      </Box>
    </Box>
  );
}
