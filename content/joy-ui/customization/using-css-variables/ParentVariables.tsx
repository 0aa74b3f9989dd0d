import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Edit from '@mui/icons-material/Edit';
import Share from '@mui/icons-material/Share';

export default function ParentVariables() {
  return (
    // One declaration on the parent reaches every button, input and icon inside it.
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        flexWrap: 'wrap',
        justifyContent: 'center',
        '--Button-radius': '2px',
        '--IconButton-radius': '2px',
        '--Input-radius': '2px',
        '--Icon-fontSize': '1rem',
      }}
    >
      <Input
        size="sm"
        placeholder="Rename file"
        slotProps={{ input: { 'aria-label': 'File name' } }}
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
