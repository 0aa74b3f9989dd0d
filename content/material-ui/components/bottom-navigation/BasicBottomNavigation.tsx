import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import HistoryIcon from '@mui/icons-material/History';
import StarIcon from '@mui/icons-material/Star';
import PlaceIcon from '@mui/icons-material/Place';

export default function BasicBottomNavigation() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 420, marginInline: 'auto' }}>
      <BottomNavigation
        showLabels
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
      >
        <BottomNavigationAction label="Recent" icon={<HistoryIcon />} />
        <BottomNavigationAction label="Favourites" icon={<StarIcon />} />
        <BottomNavigationAction label="Nearby" icon={<PlaceIcon />} />
      </BottomNavigation>
    </Box>
  );
}
