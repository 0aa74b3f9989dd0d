import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const tags = ['react', 'typescript', 'accessibility', 'design-tokens'];

export default function DemoHiddenToolbar() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} variant="outlined" />
      ))}
    </Stack>
  );
}
