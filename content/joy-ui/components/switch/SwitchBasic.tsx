import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchBasic() {
  const [alerts, setAlerts] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl orientation="horizontal" sx={{ gap: 1, alignItems: 'center' }}>
        <FormLabel sx={{ m: 0, fontWeight: 'normal' }}>Price alerts</FormLabel>
        <Switch checked={alerts} onChange={(event) => setAlerts(event.target.checked)} />
      </FormControl>
      <FormControl orientation="horizontal" sx={{ gap: 1, alignItems: 'center' }}>
        <FormLabel sx={{ m: 0, fontWeight: 'normal' }}>Autoplay videos</FormLabel>
        <Switch defaultChecked />
      </FormControl>
      <FormControl orientation="horizontal" sx={{ gap: 1, alignItems: 'center' }}>
        <FormLabel sx={{ m: 0, fontWeight: 'normal' }}>Beta features (admin only)</FormLabel>
        <Switch disabled />
      </FormControl>
      <Typography level="body-sm">
        {alerts ? 'You will get an email when a price drops.' : 'Price alerts are off.'}
      </Typography>
    </Box>
  );
}
