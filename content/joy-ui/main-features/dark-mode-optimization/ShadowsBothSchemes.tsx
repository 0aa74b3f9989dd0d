import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const shadows = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function ShadowsBothSchemes() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {(['light', 'dark'] as const).map((scheme) => (
        <Box
          key={scheme}
          data-joy-color-scheme={scheme}
          sx={{
            display: 'flex',
            gap: 2,
            flexWrap: 'wrap',
            p: 2.5,
            borderRadius: 'md',
            bgcolor: 'background.body',
            color: 'text.primary',
          }}
        >
          {shadows.map((shadow) => (
            <Sheet
              key={shadow}
              sx={{
                width: 64,
                height: 48,
                borderRadius: 'sm',
                boxShadow: shadow,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Typography level="body-xs">{shadow}</Typography>
            </Sheet>
          ))}
        </Box>
      ))}
    </Box>
  );
}
