import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import PersonIcon from '@mui/icons-material/Person';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withNavigationDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiBottomNavigation: { defaultProps: { showLabels: true } },
    MuiBottomNavigationAction: {
      styleOverrides: { root: { minWidth: 64 }, label: { fontWeight: 500 } },
    },
  },
});

export default function ThemedBottomNavigation() {
  const [tab, setTab] = React.useState('home');

  return (
    <ThemeProvider theme={withNavigationDefaults}>
      <Paper variant="outlined" sx={{ maxWidth: 400 }}>
        {/* Every label stays visible, though the component does not set showLabels. */}
        <BottomNavigation
          component="nav"
          aria-label="Music app"
          value={tab}
          onChange={(event, next: string) => setTab(next)}
        >
          <BottomNavigationAction value="home" label="Home" icon={<HomeIcon />} />
          <BottomNavigationAction value="search" label="Search" icon={<SearchIcon />} />
          <BottomNavigationAction value="library" label="Library" icon={<LibraryMusicIcon />} />
          <BottomNavigationAction value="profile" label="Profile" icon={<PersonIcon />} />
        </BottomNavigation>
      </Paper>
    </ThemeProvider>
  );
}
