import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function ButtonGroupVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <ButtonGroup aria-label="Outlined group">
        <Button>Day</Button>
        <Button>Week</Button>
        <Button>Month</Button>
      </ButtonGroup>
      <ButtonGroup variant="soft" color="primary" aria-label="Soft group">
        <Button>Day</Button>
        <Button>Week</Button>
        <Button>Month</Button>
      </ButtonGroup>
      <ButtonGroup variant="solid" color="success" aria-label="Solid group">
        <Button>Approve</Button>
        <Button>Approve all</Button>
      </ButtonGroup>
      <ButtonGroup variant="plain" color="neutral" aria-label="Plain group">
        <Button>Copy</Button>
        <Button>Paste</Button>
        <Button>Cut</Button>
      </ButtonGroup>
    </Box>
  );
}
