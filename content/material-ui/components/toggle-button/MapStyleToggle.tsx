import * as React from 'react';
import ToggleButton, { toggleButtonClasses } from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export default function MapStyleToggle() {
  const [mapStyle, setMapStyle] = React.useState('streets');

  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={mapStyle}
      onChange={(_event, next: string | null) => {
        if (next !== null) {
          setMapStyle(next);
        }
      }}
      aria-label="Map style"
      sx={(theme) => ({
        [`& .${toggleButtonClasses.root}`]: { textTransform: 'none', paddingInline: 2 },
        // The selected state is a class, so the same selector works here and in the theme.
        [`& .${toggleButtonClasses.selected}, & .${toggleButtonClasses.selected}:hover`]: {
          color: (theme.vars ?? theme).palette.primary.contrastText,
          backgroundColor: (theme.vars ?? theme).palette.primary.main,
        },
      })}
    >
      <ToggleButton value="streets">Streets</ToggleButton>
      <ToggleButton value="satellite">Satellite</ToggleButton>
      <ToggleButton value="terrain">Terrain</ToggleButton>
    </ToggleButtonGroup>
  );
}
