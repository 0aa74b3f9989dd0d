import Box from '@mui/material/Box';
import Masonry from '@mui/lab/Masonry';

// Local "pictures": gradients with the aspect ratio of the photos they stand for.
const pictures = [
  { title: 'Dunes at dusk', ratio: '4 / 5', colors: ['#f3a683', '#786fa6'] },
  { title: 'Harbour in fog', ratio: '3 / 2', colors: ['#d1d8e0', '#778ca3'] },
  { title: 'Moss on basalt', ratio: '1 / 1', colors: ['#78e08f', '#0a3d62'] },
  { title: 'Rapeseed field', ratio: '2 / 3', colors: ['#f6e58d', '#6ab04c'] },
  { title: 'Glacier cave', ratio: '3 / 4', colors: ['#c7ecee', '#22a6b3'] },
  { title: 'Autumn beech wood', ratio: '4 / 3', colors: ['#f0932b', '#6d214f'] },
  { title: 'Night market', ratio: '1 / 1', colors: ['#e056fd', '#130f40'] },
];

export default function PaletteMasonry() {
  return (
    <Masonry columns={3} spacing={1} defaultColumns={3} defaultSpacing={1} defaultHeight={560}>
      {pictures.map((picture) => (
        <Box
          key={picture.title}
          component="figure"
          sx={{ margin: 0, borderRadius: 1, overflow: 'hidden', position: 'relative' }}
        >
          <Box
            role="img"
            aria-label={picture.title}
            sx={{
              aspectRatio: picture.ratio,
              background: `linear-gradient(160deg, ${picture.colors[0]}, ${picture.colors[1]})`,
            }}
          />
          <Box
            component="figcaption"
            sx={{
              position: 'absolute',
              insetInline: 0,
              bottom: 0,
              padding: 1,
              color: '#fff',
              typography: 'caption',
              background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.6))',
            }}
          >
            {picture.title}
          </Box>
        </Box>
      ))}
    </Masonry>
  );
}
