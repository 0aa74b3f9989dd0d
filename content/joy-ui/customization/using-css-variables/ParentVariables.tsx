import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Edit from '@mui/icons-material/Edit';
import Share from '@mui/icons-material/Share';

export default function ParentVariables() {
  return (
    // The parent's declarations reach every button and icon button inside it.
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        flexWrap: 'wrap',
        justifyContent: 'center',
        '--Button-radius': '2px',
        '--IconButton-radius': '2px',
        '--IconButton-size': '1.75rem',
      }}
    >
      <Input
        size="sm"
        placeholder="Rename file"
        slotProps={{ input: { 'aria-label': 'File name' } }}
        // Input writes --Input-radius on its own root, so a parent's value never reaches it.
        sx={{ '--Input-radius': '2px' }}
      />
      <Button size="sm" startDecorator={<Edit />}>
        Save
      </Button>
      <IconButton size="sm" variant="outlined" aria-label="Share">
        <Share />
      </IconButton>
    </Box>
  );
}
