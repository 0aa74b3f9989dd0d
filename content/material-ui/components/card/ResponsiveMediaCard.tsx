import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

// Pictures of different shapes, drawn as SVG so the demo needs no network image.
function scene(width: number, height: number, sky: string, land: string) {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${sky}"/><circle cx="${width * 0.75}" cy="${height * 0.3}" r="${height * 0.12}" fill="#fff8dc"/><rect y="${height * 0.65}" width="${width}" height="${height * 0.35}" fill="${land}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

const trips = [
  { title: 'Coastal path, day 1', src: scene(400, 300, '#90e0ef', '#52796f') },
  { title: 'The lighthouse', src: scene(300, 400, '#caf0f8', '#6c757d') },
  { title: 'Dunes at sunset', src: scene(600, 250, '#ffb4a2', '#e5989b') },
];

export default function ResponsiveMediaCard() {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
    >
      {trips.map((trip) => (
        <Card key={trip.title} variant="outlined">
          {/* Same 4:3 frame for every picture, whatever its own shape. */}
          <CardMedia component="img" image={trip.src} alt="" sx={{ aspectRatio: '4 / 3' }} />
          <CardContent>
            <Typography variant="body2">{trip.title}</Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
