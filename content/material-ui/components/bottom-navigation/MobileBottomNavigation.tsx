import * as React from 'react';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import InboxIcon from '@mui/icons-material/Inbox';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import SettingsIcon from '@mui/icons-material/Settings';

const screens: Record<string, string[]> = {
  inbox: ['Invoice #1042 from Northwind', 'Lunch on Friday?', 'Your parcel has shipped'],
  calendar: ['09:30 Stand-up', '13:00 Design review', '16:00 Dentist'],
  settings: ['Account', 'Notifications', 'Appearance'],
};

const destinations = [
  {
    value: 'inbox',
    label: 'Inbox',
    icon: (
      <Badge badgeContent={3} color="error">
        <InboxIcon />
      </Badge>
    ),
  },
  { value: 'calendar', label: 'Calendar', icon: <CalendarMonthIcon /> },
  { value: 'settings', label: 'Settings', icon: <SettingsIcon /> },
];

export default function MobileBottomNavigation() {
  const [screen, setScreen] = React.useState('inbox');

  return (
    <Paper
      variant="outlined"
      sx={{
        width: 320,
        height: 360,
        marginInline: 'auto',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <List aria-label={screen}>
          {(screens[screen] ?? []).map((item) => (
            <ListItem key={item} divider>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Paper component="nav" aria-label="Main" elevation={3} square>
        <BottomNavigation
          showLabels
          value={screen}
          onChange={(_event, next: string) => setScreen(next)}
        >
          {destinations.map(({ value, label, icon }) => (
            <BottomNavigationAction
              key={value}
              value={value}
              label={label}
              icon={icon}
              aria-current={screen === value ? 'page' : undefined}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </Paper>
  );
}
