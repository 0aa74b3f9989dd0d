import * as React from 'react';
import Box from '@mui/material/Box';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import IconButton from '@mui/material/IconButton';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';

export default function NotificationCounter() {
  const [count, setCount] = React.useState(4);
  const [showZero, setShowZero] = React.useState(false);
  const [muted, setMuted] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
      <IconButton aria-label={`Notifications, ${count} unread`}>
        <Badge badgeContent={count} color="error" showZero={showZero} invisible={muted}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <ButtonGroup size="small" aria-label="Unread count">
        <Button onClick={() => setCount((value) => Math.max(0, value - 1))}>Read one</Button>
        <Button onClick={() => setCount((value) => value + 1)}>New one</Button>
      </ButtonGroup>
      <FormControlLabel
        control={
          <Switch checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />
        }
        label="Show zero"
      />
      <FormControlLabel
        control={<Switch checked={muted} onChange={(event) => setMuted(event.target.checked)} />}
        label="Mute"
      />
    </Box>
  );
}
