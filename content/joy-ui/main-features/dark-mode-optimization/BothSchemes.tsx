import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

function Preview({ scheme }: { scheme: 'light' | 'dark' }) {
  return (
    <Box
      data-joy-color-scheme={scheme}
      sx={{
        flex: 1,
        minWidth: 240,
        p: 2,
        borderRadius: 'md',
        bgcolor: 'background.body',
        color: 'text.primary',
        colorScheme: scheme,
      }}
    >
      <Typography level="body-xs" sx={{ mb: 1 }}>
        {scheme === 'light' ? 'Light scheme' : 'Dark scheme'}
      </Typography>
      <Card variant="outlined" sx={{ boxShadow: 'md' }}>
        <Typography level="title-md">Sprint 14</Typography>
        <Typography level="body-sm">18 of 24 tasks done</Typography>
        <LinearProgress determinate value={75} aria-label="Sprint 14 progress" />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Chip size="sm" variant="soft" color="success">
            On track
          </Chip>
          <Button size="sm" variant="soft" sx={{ marginInlineStart: 'auto' }}>
            Open board
          </Button>
        </Box>
      </Card>
    </Box>
  );
}

export default function BothSchemes() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Preview scheme="light" />
      <Preview scheme="dark" />
    </Box>
  );
}
