import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

export default function MenuAccount() {
  const [last, setLast] = React.useState('');
  const headingId = React.useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{
            root: {
              variant: 'plain',
              color: 'neutral',
              'aria-label': 'IO, account of Ines Okafor',
            },
          }}
          sx={{ borderRadius: '50%', p: 0.25 }}
        >
          <Avatar component="span" size="sm" aria-hidden>
            IO
          </Avatar>
        </MenuButton>
        <Menu placement="bottom-end" sx={{ minWidth: 220 }}>
          <ListItem nested>
            <ListSubheader id={headingId} sx={{ textTransform: 'none', letterSpacing: 0 }}>
              Ines Okafor · ines@example.org
            </ListSubheader>
            <List aria-labelledby={headingId}>
              <MenuItem onClick={() => setLast('Profile')}>
                <ListItemDecorator>
                  <PersonOutlineRounded />
                </ListItemDecorator>
                Profile
              </MenuItem>
              <MenuItem onClick={() => setLast('Settings')}>
                <ListItemDecorator>
                  <SettingsOutlined />
                </ListItemDecorator>
                Settings
              </MenuItem>
            </List>
          </ListItem>
          <ListDivider />
          <MenuItem color="danger" onClick={() => setLast('Sign out')}>
            <ListItemDecorator>
              <LogoutRounded />
            </ListItemDecorator>
            Sign out
          </MenuItem>
        </Menu>
      </Dropdown>
      <Typography level="body-sm" role="status">
        {last && `Chose ${last}`}
      </Typography>
    </Box>
  );
}
