import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ShadowScale() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', justifyContent: 'center', py: 2 }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((shadow) => (
        <Sheet
          key={shadow}
          sx={{
            width: 88,
            height: 72,
            borderRadius: 'md',
            boxShadow: shadow,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <Typography level="title-sm">{shadow}</Typography>
        </Sheet>
      ))}
    </Box>
  );
}
