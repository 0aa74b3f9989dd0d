import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const layers = [
  { name: 'background.body', bg: 'background.body', shadow: 'none', note: 'the page itself' },
  { name: 'background.surface', bg: 'background.surface', shadow: 'sm', note: 'cards, panels' },
  { name: 'background.popup', bg: 'background.popup', shadow: 'md', note: 'menus, popovers' },
  { name: 'background.level1', bg: 'background.level1', shadow: 'none', note: 'a sunken area' },
  { name: 'background.level2', bg: 'background.level2', shadow: 'none', note: 'a deeper one' },
] as const;

export default function SheetSurfaces() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {layers.map((layer) => (
        <Sheet
          key={layer.name}
          variant="outlined"
          sx={{ bgcolor: layer.bg, boxShadow: layer.shadow, borderRadius: 'sm', padding: 1.5 }}
        >
          <Typography level="title-sm" component="p">
            {layer.name}
          </Typography>
          <Typography level="body-sm">{layer.note}</Typography>
        </Sheet>
      ))}
    </Box>
  );
}
