import * as React from 'react';
import Badge, { BadgeOrigin, badgeClasses } from '@mui/material/Badge';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import MailIcon from '@mui/icons-material/MailOutlined';

const corners: { label: string; origin: BadgeOrigin }[] = [
  { label: 'Top right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
];

export default function BadgeAlignment() {
  const [corner, setCorner] = React.useState('Top right');
  const origin = (corners.find((item) => item.label === corner) ?? corners[0])?.origin;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' }}>
      <FormControl>
        <FormLabel id="badge-corner-label">anchorOrigin</FormLabel>
        <RadioGroup
          aria-labelledby="badge-corner-label"
          value={corner}
          onChange={(event) => setCorner(event.target.value)}
        >
          {corners.map((item) => (
            <FormControlLabel
              key={item.label}
              value={item.label}
              control={<Radio size="small" />}
              label={item.label}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'flex', gap: 4 }}>
        <Badge badgeContent={8} color="secondary" anchorOrigin={origin} aria-hidden>
          <MailIcon fontSize="large" />
        </Badge>
        {/* Customized: a ring in the page colour separates the badge from its child. */}
        <Badge
          badgeContent="New"
          color="success"
          anchorOrigin={origin}
          aria-hidden
          sx={{
            [`& .${badgeClasses.badge}`]: {
              border: 2,
              borderColor: 'background.paper',
              paddingInline: 0.75,
              fontWeight: 'bold',
            },
          }}
        >
          <MailIcon fontSize="large" />
        </Badge>
      </Box>
    </Box>
  );
}
