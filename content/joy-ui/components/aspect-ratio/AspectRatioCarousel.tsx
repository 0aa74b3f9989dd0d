import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const trips = [
  { city: 'Lisbon', nights: 3, hue: 28 },
  { city: 'Kraków', nights: 2, hue: 210 },
  { city: 'Valencia', nights: 4, hue: 45 },
  { city: 'Bergen', nights: 5, hue: 190 },
  { city: 'Palermo', nights: 3, hue: 8 },
];

export default function AspectRatioCarousel() {
  return (
    <Box
      component="ul"
      aria-label="Suggested trips"
      tabIndex={0}
      sx={{
        display: 'flex',
        gap: 1.5,
        p: 0.5,
        m: 0,
        listStyle: 'none',
        overflowX: 'auto',
        width: '100%',
        maxWidth: 520,
        scrollSnapType: 'x mandatory',
        '& > li': { scrollSnapAlign: 'start' },
      }}
    >
      {trips.map((trip) => (
        <li key={trip.city}>
          <Card variant="outlined" size="sm" sx={{ minWidth: 150 }}>
            <AspectRatio ratio="3/4" sx={{ minWidth: 120 }}>
              <Box
                aria-hidden
                sx={{
                  background: `linear-gradient(180deg, hsl(${trip.hue} 80% 70%), hsl(${trip.hue} 60% 35%))`,
                }}
              />
            </AspectRatio>
            <div>
              <Typography level="title-sm">{trip.city}</Typography>
              <Typography level="body-xs">{trip.nights} nights</Typography>
            </div>
          </Card>
        </li>
      ))}
    </Box>
  );
}
