import * as React from 'react';
import { alpha } from '@mui/material/styles';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import NotificationsIcon from '@mui/icons-material/Notifications';
import AccountCircle from '@mui/icons-material/AccountCircle';

export default function SearchAppBar() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <AppBar position="static" enableColorOnDark>
      <Toolbar sx={{ gap: 1 }}>
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
          Recipes
        </Typography>
        <Box
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            paddingInline: 1.5,
            borderRadius: 1,
            backgroundColor: alpha(theme.palette.common.white, 0.15),
            '&:hover': { backgroundColor: alpha(theme.palette.common.white, 0.25) },
          })}
        >
          <SearchIcon fontSize="small" />
          <InputBase
            placeholder="Search recipes…"
            inputProps={{ 'aria-label': 'Search recipes' }}
            sx={{ color: 'inherit', width: { xs: 120, sm: 200 } }}
          />
        </Box>
        <IconButton color="inherit" aria-label="Notifications, 3 unread">
          <Badge badgeContent={3} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
        <IconButton
          color="inherit"
          edge="end"
          aria-label="Account"
          id="account-button"
          aria-haspopup="true"
          aria-controls={open ? 'account-menu' : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <AccountCircle />
        </IconButton>
        <Menu
          id="account-menu"
          anchorEl={anchorEl}
          open={open}
          onClose={close}
          MenuListProps={{ 'aria-labelledby': 'account-button' }}
        >
          <MenuItem onClick={close}>Profile</MenuItem>
          <MenuItem onClick={close}>Saved recipes</MenuItem>
          <MenuItem onClick={close}>Sign out</MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
