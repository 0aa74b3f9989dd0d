import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import StarIcon from '@mui/icons-material/Star';

const sizes = ['small', 'medium', 'large'] as const;
const platforms = ['Web', 'Android', 'iOS'];

export default function ToggleButtonSizes() {
  const [platform, setPlatform] = React.useState('Web');
  const [view, setView] = React.useState('list');
  const [starred, setStarred] = React.useState(false);

  return (
    <Stack
      direction="row"
      spacing={4}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {sizes.map((size) => (
          <ToggleButtonGroup
            key={size}
            size={size}
            color="primary"
            exclusive
            value={platform}
            onChange={(_event, value: string | null) => value && setPlatform(value)}
            aria-label={`Platform (${size})`}
          >
            {platforms.map((name) => (
              <ToggleButton key={name} value={name}>
                {name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ))}
      </Stack>
      <ToggleButtonGroup
        orientation="vertical"
        exclusive
        value={view}
        onChange={(_event, value: string | null) => value && setView(value)}
        aria-label="View"
      >
        <ToggleButton value="list" aria-label="List view">
          <ViewListIcon />
        </ToggleButton>
        <ToggleButton value="module" aria-label="Grid view">
          <ViewModuleIcon />
        </ToggleButton>
        <ToggleButton value="quilt" aria-label="Mosaic view">
          <ViewQuiltIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <ToggleButton
        value="starred"
        selected={starred}
        onChange={() => setStarred((prev) => !prev)}
        color="warning"
        aria-label="Starred"
      >
        <StarIcon />
      </ToggleButton>
    </Stack>
  );
}
