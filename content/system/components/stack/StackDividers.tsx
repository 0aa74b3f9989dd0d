import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const facts = [
  { label: 'Distance', value: '12.4 km' },
  { label: 'Elevation', value: '+380 m' },
  { label: 'Duration', value: '3 h 20 min' },
];

export default function StackDividers() {
  return (
    <Stack
      direction="row"
      spacing={2}
      divider={
        <Box
          component="hr"
          aria-hidden
          sx={{ m: 0, border: 0, borderInlineStart: '1px solid', borderColor: 'divider' }}
        />
      }
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      {facts.map((fact) => (
        <div key={fact.label}>
          <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{fact.label}</Box>
          <Box sx={{ fontWeight: 'fontWeightBold' }}>{fact.value}</Box>
        </div>
      ))}
    </Stack>
  );
}
