import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import PersonIcon from '@mui/icons-material/Person';

type Route = 'home' | 'search' | 'library' | 'profile';

export default function IconOnlyBottomNavigation() {
  const [route, setRoute] = React.useState<Route>('home');

  return (
    <Paper variant="outlined" sx={{ maxWidth: 420, marginInline: 'auto' }}>
      <Typography variant="body2" sx={{ padding: 2, color: 'text.secondary' }}>
        Current route: <code>{route}</code>
      </Typography>
      <BottomNavigation value={route} onChange={(_event, newRoute: Route) => setRoute(newRoute)}>
        <BottomNavigationAction label="Home" value="home" icon={<HomeIcon />} />
        <BottomNavigationAction label="Search" value="search" icon={<SearchIcon />} />
        <BottomNavigationAction label="Library" value="library" icon={<LibraryMusicIcon />} />
        <BottomNavigationAction label="Profile" value="profile" icon={<PersonIcon />} />
      </BottomNavigation>
    </Paper>
  );
}
