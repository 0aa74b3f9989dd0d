import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import ImageRounded from '@mui/icons-material/ImageRounded';

const variants = ['soft', 'solid', 'outlined', 'plain'] as const;

export default function AspectRatioVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {variants.map((variant) => (
        <AspectRatio
          key={variant}
          variant={variant}
          color="primary"
          ratio="4/3"
          sx={{ borderRadius: 'md' }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
            <ImageRounded />
            <Typography level="body-sm" textColor="inherit">
              {variant}
            </Typography>
          </Box>
        </AspectRatio>
      ))}
      {(['neutral', 'success', 'warning'] as const).map((color) => (
        <AspectRatio key={color} color={color} ratio="4/3" sx={{ borderRadius: 'md' }}>
          <Typography level="body-sm" textColor="inherit">
            {color}
          </Typography>
        </AspectRatio>
      ))}
    </Box>
  );
}
