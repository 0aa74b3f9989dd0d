import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';

export default function AccountMenu() {
  // Popover positions in pixels from the left, so 'right' stays right in right-to-left
  // layouts; take the end edge from the theme's direction instead.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2 }}>
      <Typography variant="body2">Workspace: Harbour Lights</Typography>
      {/*
        The button shows "NK", so its name starts with "NK" (WCAG 2.5.3, label in name). The
        tooltip describes it instead of naming it: describeChild.
      */}
      <Tooltip title="Account settings" describeChild>
        <IconButton
          aria-label="NK, Nadia Kowalski"
          onClick={(event) => setAnchorEl(event.currentTarget)}
          size="small"
          aria-controls={open ? 'account-menu' : undefined}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
        >
          {/* A span: a button may only hold phrasing content, and Avatar is a div by default. */}
          <Avatar component="span" sx={{ width: 32, height: 32, bgcolor: 'secondary.main' }}>
            NK
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id="account-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        // Open below the avatar, aligned to its end edge.
        anchorOrigin={{ horizontal: end, vertical: 'bottom' }}
        transformOrigin={{ horizontal: end, vertical: 'top' }}
        slotProps={{ paper: { elevation: 3, sx: { minWidth: 220, marginBlockStart: 1 } } }}
      >
        {/*
          The menu is a <ul>, so every child must be an <li>. ListSubheader renders one and,
          like Divider, is skipped by the initial focus and the arrow keys. role="none" keeps it
          out of the menu's item list for assistive technology.
        */}
        <ListSubheader role="none" disableSticky sx={{ lineHeight: 1.5, paddingBlock: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, color: 'text.primary' }}>
            Nadia Kowalski
          </Typography>
          <Typography variant="caption" sx={{ display: 'block' }}>
            nadia@example.com
          </Typography>
        </ListSubheader>
        {/* component="li" turns the default <hr> into <li role="separator">. */}
        <Divider component="li" />
        <MenuItem onClick={close}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem onClick={close}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Settings
        </MenuItem>
        <Divider component="li" />
        <MenuItem onClick={close}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </Box>
  );
}
