import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

const surfaces = [
  { label: 'Default', props: {} },
  { label: 'Outlined', props: { variant: 'outlined' as const } },
  { label: 'Square', props: { square: true } },
  { label: 'Outlined, square', props: { variant: 'outlined' as const, square: true } },
];

export default function PaperVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', padding: 1 }}>
      {surfaces.map(({ label, props }) => (
        <Paper
          key={label}
          {...props}
          sx={{
            width: 140,
            height: 80,
            display: 'grid',
            placeItems: 'center',
            typography: 'body2',
          }}
        >
          {label}
        </Paper>
      ))}
    </Stack>
  );
}
