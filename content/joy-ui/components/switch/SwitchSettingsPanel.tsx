import * as React from 'react';
import Card from '@mui/joy/Card';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const channels = [
  { id: 'mentions', label: 'Mentions', help: 'When someone @mentions you in a comment.' },
  { id: 'digest', label: 'Weekly digest', help: 'A summary of your projects every Monday.' },
  { id: 'billing', label: 'Billing', help: 'Receipts and failed payments.' },
];

export default function SwitchSettingsPanel() {
  const [enabled, setEnabled] = React.useState(true);
  const [on, setOn] = React.useState<Record<string, boolean>>({
    mentions: true,
    digest: false,
    billing: true,
  });
  return (
    <Card variant="outlined" sx={{ width: 360 }}>
      <Typography level="title-md">Email notifications</Typography>
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <FormLabel sx={{ fontWeight: 'lg' }}>Send me emails</FormLabel>
        <Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
      </FormControl>
      <Divider />
      {channels.map((channel) => (
        <FormControl
          key={channel.id}
          orientation="horizontal"
          disabled={!enabled}
          sx={{ justifyContent: 'space-between', gap: 2 }}
        >
          <div>
            <FormLabel>{channel.label}</FormLabel>
            <FormHelperText sx={{ mt: 0 }}>{channel.help}</FormHelperText>
          </div>
          <Switch
            checked={enabled && Boolean(on[channel.id])}
            onChange={(event) => setOn({ ...on, [channel.id]: event.target.checked })}
          />
        </FormControl>
      ))}
    </Card>
  );
}
