import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

// Stands in for a request to a server: the second call fails, the others succeed.
let calls = 0;
function saveSetting(value: boolean) {
  calls += 1;
  const fails = calls % 2 === 0;
  return new Promise<boolean>((resolve, reject) => {
    setTimeout(() => (fails ? reject(new Error('offline')) : resolve(value)), 800);
  });
}

export default function PendingSwitch() {
  const [checked, setChecked] = React.useState(false);
  const [pending, setPending] = React.useState(false);
  const [message, setMessage] = React.useState('');

  const handleChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    if (pending) return; // One request at a time.
    const next = event.target.checked;
    const previous = checked;
    setChecked(next); // Show the new position at once…
    setPending(true);
    setMessage('Saving…');
    try {
      await saveSetting(next);
      setMessage(next ? 'Public profile turned on.' : 'Public profile turned off.');
    } catch {
      setChecked(previous); // …and put it back if the server refuses.
      setMessage('Could not save. The setting is unchanged.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={checked}
              onChange={handleChange}
              inputProps={{ role: 'switch', 'aria-describedby': 'pending-switch-status' }}
            />
          }
          label="Public profile"
        />
        {pending ? <CircularProgress size={18} aria-hidden /> : null}
      </Box>
      <Typography
        id="pending-switch-status"
        variant="body2"
        role="status"
        sx={{ color: 'text.secondary' }}
      >
        {message}
      </Typography>
    </Box>
  );
}
