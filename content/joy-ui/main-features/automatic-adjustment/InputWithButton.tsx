import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import SearchRounded from '@mui/icons-material/SearchRounded';

export default function InputWithButton() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 380, mx: 'auto' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Input
          key={size}
          size={size}
          placeholder="Search orders"
          startDecorator={<SearchRounded />}
          endDecorator={<Button>Search</Button>}
          slotProps={{ input: { 'aria-label': `Search orders (${size})` } }}
        />
      ))}
    </Stack>
  );
}
