import * as React from 'react';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import AirplanemodeActiveRounded from '@mui/icons-material/AirplanemodeActiveRounded';
import BluetoothRounded from '@mui/icons-material/BluetoothRounded';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import WifiRounded from '@mui/icons-material/WifiRounded';

/** A square, coloured icon tile, as in phone settings screens. */
function Tile({
  color,
  children,
}: {
  color: 'primary' | 'warning' | 'success' | 'neutral';
  children: React.ReactNode;
}) {
  return (
    <Sheet
      component="span"
      variant="solid"
      color={color}
      sx={{ borderRadius: 'sm', width: 28, height: 28, display: 'grid', placeItems: 'center' }}
    >
      {children}
    </Sheet>
  );
}

export default function ListSettings() {
  const [airplane, setAirplane] = React.useState(false);
  return (
    <Sheet variant="soft" sx={{ width: 320, p: 1.5, borderRadius: 'md' }}>
      <Typography
        id="settings-network"
        level="body-xs"
        sx={{
          px: 1.5,
          pb: 0.75,
          fontWeight: 'lg',
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
        }}
      >
        Network
      </Typography>
      <List
        aria-labelledby="settings-network"
        variant="outlined"
        sx={{
          borderRadius: 'sm',
          bgcolor: 'background.surface',
          '--ListItem-minHeight': '48px',
          '--ListItemDecorator-size': '40px',
          // Dividers between rows start after the icon column.
          '& > li:not(:last-of-type)': { borderBlockEnd: '1px solid', borderColor: 'divider' },
        }}
      >
        <ListItem>
          <ListItemDecorator>
            <Tile color="warning">
              <AirplanemodeActiveRounded />
            </Tile>
          </ListItemDecorator>
          <ListItemContent id="settings-airplane">Airplane mode</ListItemContent>
          <Switch
            checked={airplane}
            onChange={(event) => setAirplane(event.target.checked)}
            slotProps={{ input: { 'aria-labelledby': 'settings-airplane' } }}
          />
        </ListItem>
        <ListItem>
          <ListItemButton disabled={airplane}>
            <ListItemDecorator>
              <Tile color="primary">
                <WifiRounded />
              </Tile>
            </ListItemDecorator>
            <ListItemContent>Wi-Fi</ListItemContent>
            <Chip size="sm" variant="plain" color="neutral">
              {airplane ? 'Off' : 'Home-5G'}
            </Chip>
            <KeyboardArrowRightRounded />
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton>
            <ListItemDecorator>
              <Tile color="primary">
                <BluetoothRounded />
              </Tile>
            </ListItemDecorator>
            <ListItemContent>Bluetooth</ListItemContent>
            <KeyboardArrowRightRounded />
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton>
            <ListItemDecorator>
              <Tile color="success">
                <TranslateRounded />
              </Tile>
            </ListItemDecorator>
            <ListItemContent>Language</ListItemContent>
            <Chip size="sm" variant="plain" color="neutral">
              Português
            </Chip>
            <KeyboardArrowRightRounded />
          </ListItemButton>
        </ListItem>
      </List>
    </Sheet>
  );
}
