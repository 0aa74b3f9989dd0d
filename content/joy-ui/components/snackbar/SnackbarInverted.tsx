import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';

export default function SnackbarInverted() {
  const [open, setOpen] = React.useState(false);
  const [drafts, setDrafts] = React.useState(3);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        color="danger"
        variant="soft"
        startDecorator={<DeleteOutlineRounded />}
        disabled={drafts === 0}
        onClick={() => {
          setDrafts((count) => count - 1);
          setOpen(true);
        }}
      >
        Delete a draft ({drafts} left)
      </Button>
      <Snackbar
        role="status"
        variant="solid"
        color="neutral"
        invertedColors
        open={open}
        autoHideDuration={6000}
        onClose={(event, reason) => {
          if (reason === 'clickaway') return;
          setOpen(false);
        }}
        endDecorator={
          <Stack component="span" direction="row" spacing={1}>
            <Button
              size="sm"
              variant="soft"
              onClick={() => {
                setDrafts((count) => count + 1);
                setOpen(false);
              }}
            >
              Undo
            </Button>
            <IconButton size="sm" aria-label="Dismiss" onClick={() => setOpen(false)}>
              <CloseRounded />
            </IconButton>
          </Stack>
        }
      >
        Draft moved to the bin.
      </Snackbar>
    </Stack>
  );
}
