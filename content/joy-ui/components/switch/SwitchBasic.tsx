import * as React from 'react';
import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchBasic() {
  const [alerts, setAlerts] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography
        component="label"
        endDecorator={
          <Switch checked={alerts} onChange={(event) => setAlerts(event.target.checked)} />
        }
      >
        Price alerts
      </Typography>
      <Typography component="label" endDecorator={<Switch defaultChecked />}>
        Autoplay videos
      </Typography>
      <Typography component="label" endDecorator={<Switch disabled />}>
        Beta features (admin only)
      </Typography>
      <Typography level="body-sm">
        {alerts ? 'You will get an email when a price drops.' : 'Price alerts are off.'}
      </Typography>
    </Box>
  );
}
