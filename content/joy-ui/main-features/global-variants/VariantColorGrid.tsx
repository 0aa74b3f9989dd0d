import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function VariantColorGrid() {
  return (
    <Box role="region" aria-label="Variants by colour" tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto repeat(4, minmax(72px, 1fr))',
          gap: 1,
          minWidth: 420,
        }}
      >
        <Box sx={{ display: 'contents' }}>
          <span aria-hidden="true" />
          {variants.map((variant) => (
            <Typography key={variant} level="body-xs" sx={{ textAlign: 'center' }}>
              {variant}
            </Typography>
          ))}
        </Box>
        {colors.map((color) => (
          <Box key={color} sx={{ display: 'contents' }}>
            <Typography level="body-xs" sx={{ alignSelf: 'center' }}>
              {color}
            </Typography>
            {variants.map((variant) => (
              <Sheet
                key={variant}
                variant={variant}
                color={color}
                sx={{
                  p: 1.5,
                  borderRadius: 'sm',
                  textAlign: 'center',
                  fontWeight: 'lg',
                  fontSize: 'sm',
                }}
              >
                Aa
              </Sheet>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
