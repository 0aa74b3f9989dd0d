import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalCafeRounded from '@mui/icons-material/LocalCafeRounded';

function ProductCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { '@': 'column', '@400': 'row' },
        alignItems: { '@': 'stretch', '@400': 'center' },
        gap: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          height: 72,
          minWidth: 72,
          borderRadius: 1.5,
          bgcolor: 'action.selected',
        }}
      >
        <LocalCafeRounded sx={{ fontSize: 36, color: 'primary.main' }} />
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          Ethiopia Guji, 250 g
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Washed · notes of bergamot and peach
        </Typography>
      </Box>
      <Button variant="contained">Add · €14</Button>
    </Box>
  );
}

export default function ContainerQueryCard() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box
        sx={{
          containerType: 'inline-size',
          resize: 'horizontal',
          overflow: 'auto',
          width: '100%',
          minWidth: 220,
          maxWidth: '100%',
          p: 1,
          border: '1px dashed',
          borderColor: 'divider',
        }}
      >
        <Typography variant="caption" component="p" sx={{ mb: 1, color: 'text.secondary' }}>
          Resizable container
        </Typography>
        <ProductCard />
      </Box>
      <Box sx={{ containerType: 'inline-size', width: 260, maxWidth: '100%' }}>
        <Typography variant="caption" component="p" sx={{ mb: 1, color: 'text.secondary' }}>
          260 px container
        </Typography>
        <ProductCard />
      </Box>
    </Stack>
  );
}
