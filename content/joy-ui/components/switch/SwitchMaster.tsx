import * as React from 'react';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';

const channels = ['Email', 'Push notifications', 'Text messages'];

export default function SwitchMaster() {
  const [enabled, setEnabled] = React.useState(true);
  const [on, setOn] = React.useState<string[]>(['Email', 'Push notifications']);
  return (
    <Sheet
      variant="outlined"
      sx={{ p: 2, borderRadius: 'sm', maxWidth: 360, display: 'grid', gap: 1.5 }}
    >
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <div>
          <FormLabel>Notifications</FormLabel>
          <FormHelperText sx={{ mt: 0 }}>
            Pause them all without losing your choices.
          </FormHelperText>
        </div>
        <Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
      </FormControl>
      <Divider />
      {channels.map((channel) => (
        <FormControl
          key={channel}
          orientation="horizontal"
          disabled={!enabled}
          sx={{ justifyContent: 'space-between', paddingInlineStart: 1 }}
        >
          <FormLabel>{channel}</FormLabel>
          <Switch
            size="sm"
            checked={enabled && on.includes(channel)}
            onChange={(event) =>
              setOn((current) =>
                event.target.checked
                  ? [...current, channel]
                  : current.filter((item) => item !== channel),
              )
            }
          />
        </FormControl>
      ))}
    </Sheet>
  );
}
