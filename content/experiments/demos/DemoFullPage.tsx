import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function DemoFullPage() {
  const [submitted, setSubmitted] = React.useState(false);
  return (
    <Box
      sx={{
        minHeight: 360,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <Paper
        component="form"
        variant="outlined"
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSubmitted(true);
        }}
        sx={{ p: 3, width: '100%', maxWidth: 360, display: 'grid', gap: 2 }}
      >
        <Typography variant="h5" component="h2">
          Sign in
        </Typography>
        <TextField label="Email" type="email" name="email" autoComplete="email" fullWidth />
        <TextField label="Password" type="password" name="password" fullWidth />
        <FormControlLabel control={<Checkbox />} label="Keep me signed in" />
        <Button type="submit" variant="contained">
          Sign in
        </Button>
        <Typography variant="body2" role="status" sx={{ minHeight: '1.5em' }}>
          {submitted ? 'Submitted (nothing is sent anywhere).' : ''}
        </Typography>
      </Paper>
    </Box>
  );
}
