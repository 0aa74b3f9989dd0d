import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Column({ useFlexGap }: { useFlexGap: boolean }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, padding: 2, minWidth: 200 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockEnd: 1 }}>
        {useFlexGap ? 'spacing with useFlexGap' : 'spacing alone'}
      </Typography>
      <Stack spacing={1} useFlexGap={useFlexGap} sx={{ alignItems: 'flex-start' }}>
        <Button size="small" variant="outlined">
          Save draft
        </Button>
        <Button size="small" variant="outlined">
          Preview
        </Button>
        {/* The same 32px top margin on the last child in both columns. */}
        <Button size="small" variant="contained" sx={{ marginTop: 4 }}>
          Publish
        </Button>
      </Stack>
    </Box>
  );
}

export default function StackChildMargins() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <Column useFlexGap={false} />
      <Column useFlexGap />
    </Stack>
  );
}
