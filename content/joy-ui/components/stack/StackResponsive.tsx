import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Chip from '@mui/joy/Chip';

const tags = ['Hiking', 'Cycling', 'Climbing', 'Kayaking', 'Trail running', 'Skiing', 'Sailing'];

export default function StackResponsive() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        alignItems={{ sm: 'center' }}
      >
        <Input placeholder="Search trips" aria-label="Search trips" sx={{ flex: 1 }} />
        <Button>Search</Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {tags.map((tag) => (
          <Chip key={tag} variant="outlined">
            {tag}
          </Chip>
        ))}
      </Stack>
    </Stack>
  );
}
