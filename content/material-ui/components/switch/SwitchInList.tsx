import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import NfcIcon from '@mui/icons-material/Nfc';
import VpnLockIcon from '@mui/icons-material/VpnLock';

const settings = [
  {
    id: 'bluetooth',
    label: 'Bluetooth',
    detail: 'Visible to nearby devices',
    icon: <BluetoothIcon />,
  },
  { id: 'nfc', label: 'NFC', detail: 'Tap to pay and pair', icon: <NfcIcon /> },
  { id: 'vpn', label: 'VPN', detail: 'Route traffic through work', icon: <VpnLockIcon /> },
];

export default function SwitchInList() {
  const [enabled, setEnabled] = React.useState<string[]>(['bluetooth']);

  const toggle = (id: string) => () => {
    setEnabled((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );
  };

  return (
    <List
      sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}
      subheader={<ListSubheader>Connections</ListSubheader>}
    >
      {settings.map((setting) => (
        <ListItem
          key={setting.id}
          secondaryAction={
            <Switch
              edge="end"
              checked={enabled.includes(setting.id)}
              onChange={toggle(setting.id)}
              inputProps={{
                role: 'switch',
                'aria-labelledby': `switch-list-${setting.id}`,
                'aria-describedby': `switch-list-${setting.id}-detail`,
              }}
            />
          }
        >
          <ListItemIcon>{setting.icon}</ListItemIcon>
          <ListItemText
            primary={setting.label}
            secondary={setting.detail}
            primaryTypographyProps={{ id: `switch-list-${setting.id}` }}
            secondaryTypographyProps={{ id: `switch-list-${setting.id}-detail` }}
          />
        </ListItem>
      ))}
    </List>
  );
}
