import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

export default function ButtonGroupColors() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup variant="contained" color="success" aria-label="Release actions">
        <Button>Deploy</Button>
        <Button>Promote to production</Button>
      </ButtonGroup>
      <ButtonGroup variant="outlined" color="error" aria-label="Project removal">
        <Button>Archive</Button>
        <Button>Delete</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" disableElevation aria-label="Zoom">
        <Button>Zoom out</Button>
        <Button>Fit</Button>
        <Button>Zoom in</Button>
      </ButtonGroup>
    </Stack>
  );
}
