import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

export default function BasicButtonGroup() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup variant="outlined" aria-label="File actions">
        <Button>Copy</Button>
        <Button>Move</Button>
        <Button>Delete</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" aria-label="Review actions">
        <Button>Approve</Button>
        <Button>Request changes</Button>
      </ButtonGroup>
      <ButtonGroup variant="text" aria-label="History actions">
        <Button>Undo</Button>
        <Button>Redo</Button>
      </ButtonGroup>
    </Stack>
  );
}
