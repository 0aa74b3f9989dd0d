import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

export default function ToggleConnectedOnHover() {
  const [view, setView] = React.useState<string | null>('week');
  return (
    <ToggleButtonGroup
      aria-label="Calendar view"
      variant="soft"
      spacing={0.5}
      value={view}
      onChange={(event, value) => {
        if (value) setView(value);
      }}
      sx={{
        '--ButtonGroup-radius': '12px',
        transition: 'gap 0.2s',
        '&:hover, &:focus-within': { '--ButtonGroup-connected': '1', gap: 0 },
      }}
    >
      <Button value="day">Day</Button>
      <Button value="week">Week</Button>
      <Button value="month">Month</Button>
    </ToggleButtonGroup>
  );
}
