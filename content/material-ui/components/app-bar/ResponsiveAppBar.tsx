import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const sections = ['Timetable', 'Routes', 'Fares', 'Service alerts'];

export default function ResponsiveAppBar() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [current, setCurrent] = React.useState('Timetable');
  const open = Boolean(anchorEl);

  const go = (section: string) => {
    setCurrent(section);
    setAnchorEl(null);
  };

  return (
    <AppBar position="static" enableColorOnDark>
      <Toolbar component="nav" aria-label="Main">
        {/* Narrow screens: the sections move into a menu. */}
        <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
          <IconButton
            color="inherit"
            edge="start"
            id="responsive-app-bar-button"
            aria-label="Sections"
            aria-haspopup="true"
            aria-controls={open ? 'responsive-app-bar-menu' : undefined}
            aria-expanded={open ? 'true' : undefined}
            onClick={(event) => setAnchorEl(event.currentTarget)}
          >
            <MenuIcon />
          </IconButton>
          <Menu
            id="responsive-app-bar-menu"
            anchorEl={anchorEl}
            open={open}
            onClose={() => setAnchorEl(null)}
            MenuListProps={{ 'aria-labelledby': 'responsive-app-bar-button' }}
          >
            {sections.map((section) => (
              <MenuItem key={section} selected={section === current} onClick={() => go(section)}>
                {section}
              </MenuItem>
            ))}
          </Menu>
        </Box>
        <Typography component="div" noWrap sx={{ fontWeight: 'bold', marginInlineEnd: 3 }}>
          Metro Lines
        </Typography>
        {/* Wide screens: the sections are buttons in the bar. */}
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, flexGrow: 1 }}>
          {sections.map((section) => (
            <Button
              key={section}
              color="inherit"
              aria-current={section === current ? 'page' : undefined}
              onClick={() => go(section)}
              sx={{ textDecoration: section === current ? 'underline' : 'none' }}
            >
              {section}
            </Button>
          ))}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
