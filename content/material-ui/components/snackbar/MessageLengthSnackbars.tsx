import Button from '@mui/material/Button';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';

const undo = (
  <Button color="inherit" size="small">
    Undo
  </Button>
);

// Static previews of the snackbar surface, so they are not live regions (role="none").
export default function MessageLengthSnackbars() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <SnackbarContent role="none" message="Conversation archived" action={undo} />
      <SnackbarContent
        role="none"
        message="The photo could not be uploaded because the connection dropped. It will be retried when you are back online."
      />
      <SnackbarContent
        role="none"
        message="3 files moved to “Invoices 2026”. Shared links to them keep working."
        action={undo}
      />
      <SnackbarContent
        role="none"
        message="The photo could not be uploaded because the connection dropped. It will be retried when you are back online."
        action={
          <Button color="inherit" size="small">
            Retry now
          </Button>
        }
      />
    </Stack>
  );
}
