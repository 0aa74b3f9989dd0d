import Box from '@mui/joy/Box';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const surfaces = [
  { color: 'success', label: 'Backups', value: 100 },
  { color: 'warning', label: 'Quota', value: 80 },
  { color: 'danger', label: 'Error budget', value: 35 },
] as const;

export default function InvertedColors() {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}
    >
      {surfaces.map(({ color, label, value }) => (
        <Sheet
          key={color}
          variant="solid"
          color={color}
          invertedColors
          sx={{ p: 2, borderRadius: 'md', display: 'grid', gap: 1.5 }}
        >
          <Typography level="title-sm">{label}</Typography>
          <LinearProgress determinate value={value} aria-label={`${label}: ${value}%`} />
          <FormControl orientation="horizontal" size="sm" sx={{ gap: 1, alignItems: 'center' }}>
            <Switch defaultChecked={value > 50} />
            <FormLabel sx={{ m: 0, fontWeight: 'normal', color: 'inherit' }}>Alerts</FormLabel>
          </FormControl>
        </Sheet>
      ))}
    </Box>
  );
}
