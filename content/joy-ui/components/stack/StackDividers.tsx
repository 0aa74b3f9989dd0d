import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const facts = [
  { label: 'Distance', value: '12.4 km' },
  { label: 'Elevation', value: '640 m' },
  { label: 'Duration', value: '4 h 10' },
];

export default function StackDividers() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" />}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <Typography level="body-xs">{fact.label}</Typography>
            <Typography level="title-md">{fact.value}</Typography>
          </div>
        ))}
      </Stack>
      <Stack spacing={1} divider={<Divider />} sx={{ minWidth: 200 }}>
        {facts.map((fact) => (
          <Typography key={fact.label} level="body-sm">
            {fact.label}: {fact.value}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}
