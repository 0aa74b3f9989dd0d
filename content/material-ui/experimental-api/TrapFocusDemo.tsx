import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TrapFocus from '@mui/material/Unstable_TrapFocus';

export default function TrapFocusDemo() {
  const [open, setOpen] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', width: '100%', maxWidth: 420 }}>
      <Button variant="outlined" onClick={() => setOpen(true)} disabled={open}>
        Open quick note
      </Button>
      {open ? (
        <TrapFocus open>
          <Box
            tabIndex={-1}
            role="group"
            aria-label="Quick note"
            sx={{ p: 2, width: '100%', border: 1, borderColor: 'primary.main', borderRadius: 1 }}
          >
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              Tab and Shift+Tab stay inside this box until you close it.
            </Typography>
            <Stack spacing={1.5}>
              <TextField size="small" label="Title" autoFocus />
              <TextField size="small" label="Note" multiline minRows={2} />
              <Stack direction="row" spacing={1}>
                <Button variant="contained" onClick={() => setOpen(false)}>
                  Save
                </Button>
                <Button onClick={() => setOpen(false)}>Close</Button>
              </Stack>
            </Stack>
          </Box>
        </TrapFocus>
      ) : null}
    </Stack>
  );
}
