import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';

export default function SwitchSaving() {
  const [checked, setChecked] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (next: boolean) => {
    // Ignore flips while a save is running; readOnly would not stop them.
    if (saving) return;
    setSaving(true);
    // Stands in for a request to the server.
    timer.current = setTimeout(() => {
      setChecked(next);
      setSaving(false);
    }, 900);
  };

  return (
    <FormControl
      orientation="horizontal"
      sx={{ width: 340, maxWidth: '100%', justifyContent: 'space-between', gap: 2 }}
    >
      <div>
        <FormLabel>Two-step sign-in</FormLabel>
        <FormHelperText aria-live="polite">
          {saving ? 'Saving…' : checked ? 'On: a code is asked at sign-in.' : 'Off.'}
        </FormHelperText>
      </div>
      <Switch
        checked={checked}
        onChange={(event) => handleChange(event.target.checked)}
        slotProps={{
          thumb: {
            children: saving ? (
              <CircularProgress
                thickness={2}
                aria-hidden
                sx={{ '--CircularProgress-size': '14px' }}
              />
            ) : null,
          },
        }}
        sx={{ '--Switch-thumbSize': '20px', '--Switch-trackWidth': '44px' }}
      />
    </FormControl>
  );
}
