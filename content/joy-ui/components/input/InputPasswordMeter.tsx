import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';

/** A rough score from 0 to 4: length, mixed case, digits, symbols. Not a security check. */
function score(password: string) {
  let points = 0;
  if (password.length >= 8) points += 1;
  if (password.length >= 12) points += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) points += 1;
  if (/\d/.test(password) && /[^A-Za-z0-9]/.test(password)) points += 1;
  return points;
}

const words = ['Too short', 'Weak', 'Fair', 'Good', 'Strong'];
const colours = ['danger', 'danger', 'warning', 'primary', 'success'] as const;

export default function InputPasswordMeter() {
  const [password, setPassword] = React.useState('');
  const [visible, setVisible] = React.useState(false);
  const points = score(password);
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>New password</FormLabel>
      <Stack spacing={0.75}>
        <Input
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          slotProps={{ input: { 'aria-describedby': 'password-strength' } }}
          endDecorator={
            <IconButton
              aria-label={visible ? 'Hide password' : 'Show password'}
              onClick={() => setVisible(!visible)}
            >
              {visible ? <VisibilityOffRounded /> : <VisibilityRounded />}
            </IconButton>
          }
        />
        <LinearProgress
          determinate
          size="sm"
          value={(points / 4) * 100}
          color={colours[points]}
          aria-hidden
          sx={{ bgcolor: 'background.level3' }}
        />
        <Typography id="password-strength" level="body-xs" sx={{ alignSelf: 'flex-end' }}>
          Strength: {password === '' ? '—' : words[points]}
        </Typography>
      </Stack>
    </FormControl>
  );
}
