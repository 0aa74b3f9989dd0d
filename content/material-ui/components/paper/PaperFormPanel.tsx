import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function PaperFormPanel() {
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby="paper-form-title"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => event.preventDefault()}
      sx={{ padding: 3, maxWidth: 380 }}
    >
      <Typography id="paper-form-title" variant="h6" component="h3" gutterBottom>
        Weekly digest
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockEnd: 2 }}>
        One email on Mondays with the week&apos;s most read articles.
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField label="Email" type="email" size="small" autoComplete="email" fullWidth />
        <Button type="submit" variant="contained">
          Subscribe
        </Button>
      </Stack>
    </Paper>
  );
}
