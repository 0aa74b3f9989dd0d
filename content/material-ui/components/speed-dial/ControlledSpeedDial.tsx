import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, { SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Switch from '@mui/material/Switch';
import ImageIcon from '@mui/icons-material/Image';
import ChecklistIcon from '@mui/icons-material/Checklist';
import NoteIcon from '@mui/icons-material/StickyNote2';

const directions: SpeedDialProps['direction'][] = ['up', 'right', 'down', 'left'];
const positions = {
  up: { bottom: 16, insetInlineEnd: 16 },
  left: { bottom: 16, insetInlineEnd: 16 },
  down: { top: 16, insetInlineStart: 16 },
  right: { top: 16, insetInlineStart: 16 },
};

export default function ControlledSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [hidden, setHidden] = React.useState(false);
  const [direction, setDirection] = React.useState<NonNullable<SpeedDialProps['direction']>>('up');

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3 }}>
        <FormControlLabel
          control={
            <Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
          }
          label="Hidden"
        />
        <FormLabel id="direction-label">Direction</FormLabel>
        <RadioGroup
          row
          aria-labelledby="direction-label"
          value={direction}
          onChange={(event) => setDirection(event.target.value as typeof direction)}
        >
          {directions.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
          ))}
        </RadioGroup>
      </Box>
      <Box sx={{ position: 'relative', height: 280 }}>
        <SpeedDial
          ariaLabel="Create"
          icon={<SpeedDialIcon />}
          direction={direction}
          hidden={hidden}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          sx={{ position: 'absolute', ...positions[direction] }}
        >
          <SpeedDialAction icon={<NoteIcon />} tooltipTitle="Note" onClick={() => setOpen(false)} />
          <SpeedDialAction
            icon={<ChecklistIcon />}
            tooltipTitle="Checklist"
            onClick={() => setOpen(false)}
          />
          <SpeedDialAction
            icon={<ImageIcon />}
            tooltipTitle="Image"
            onClick={() => setOpen(false)}
          />
        </SpeedDial>
      </Box>
    </Box>
  );
}
