import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';

export default function ViewToggle() {
  const [view, setView] = React.useState('list');
  return (
    <ToggleButtonGroup
      exclusive
      value={view}
      onChange={(event, next: string | null) => next && setView(next)}
      aria-label="Layout"
    >
      <Tooltip title="List view">
        <ToggleButton value="list">
          <ViewListIcon />
        </ToggleButton>
      </Tooltip>
      <Tooltip title="Grid view">
        <ToggleButton value="grid">
          <ViewModuleIcon />
        </ToggleButton>
      </Tooltip>
    </ToggleButtonGroup>
  );
}
