import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function InteropButtons() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', alignItems: 'center' }}>
      <Button
        variant="contained"
        sx={{
          borderRadius: 999,
          paddingInline: 3,
          backgroundColor: '#0f766e',
          color: '#fff',
          '&:hover': { backgroundColor: '#115e59' },
        }}
      >
        Book a demo
      </Button>
      <Chip label="New" sx={{ backgroundColor: '#ccfbf1', color: '#134e4a', fontWeight: 700 }} />
    </Stack>
  );
}
