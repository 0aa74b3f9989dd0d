import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import WifiIcon from '@mui/icons-material/Wifi';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import FlightIcon from '@mui/icons-material/Flight';

const settings = [
  { id: 'wifi', label: 'Wi-Fi', hint: 'Connected to Kitchen-5G', icon: <WifiIcon /> },
  {
    id: 'bluetooth',
    label: 'Bluetooth',
    hint: 'Visible to nearby devices',
    icon: <BluetoothIcon />,
  },
  { id: 'flight', label: 'Flight mode', hint: 'Turns off all radios', icon: <FlightIcon /> },
];

export default function SettingsSwitchList() {
  const [on, setOn] = React.useState<string[]>(['wifi']);

  return (
    <List
      aria-labelledby="switch-list-title"
      subheader={<ListSubheader id="switch-list-title">Connections</ListSubheader>}
      sx={{ maxWidth: 400, bgcolor: 'background.paper' }}
    >
      {settings.map((setting) => {
        const labelId = `switch-list-${setting.id}`;
        return (
          <ListItem
            key={setting.id}
            secondaryAction={
              <Switch
                edge="end"
                checked={on.includes(setting.id)}
                onChange={(event) =>
                  setOn((current) =>
                    event.target.checked
                      ? [...current, setting.id]
                      : current.filter((id) => id !== setting.id),
                  )
                }
                inputProps={{ role: 'switch', 'aria-labelledby': labelId }}
              />
            }
          >
            <ListItemIcon>{setting.icon}</ListItemIcon>
            <ListItemText id={labelId} primary={setting.label} secondary={setting.hint} />
          </ListItem>
        );
      })}
    </List>
  );
}
