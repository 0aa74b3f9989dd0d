import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A mock-up of the product, drawn with boxes: a calendar of shifts. */
function ProductShot() {
  const shifts = [
    [1, 3, 0, 2, 1],
    [0, 2, 3, 1, 0],
    [2, 0, 1, 3, 2],
  ];
  const colours = ['transparent', 'primary.main', 'secondary.main', 'success.main'];
  return (
    <Box
      role="img"
      aria-label="The Tidal week planner: three people, five days, shifts in colour"
      sx={{
        mt: { xs: 5, md: 8 },
        mx: 'auto',
        maxWidth: 880,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
        p: { xs: 1.5, sm: 3 },
        boxShadow: 6,
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(5, 1fr)',
          gap: { xs: 0.75, sm: 1.5 },
        }}
      >
        {shifts.flatMap((row, r) =>
          row.map((kind, c) => (
            <Box
              key={`${r}-${c}`}
              sx={{
                height: { xs: 32, sm: 56 },
                borderRadius: 1.5,
                bgcolor: colours[kind],
                opacity: kind ? 0.85 : 1,
                border: kind ? 0 : 1,
                borderStyle: 'dashed',
                borderColor: 'divider',
              }}
            />
          )),
        )}
      </Box>
    </Box>
  );
}

export default function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        pt: { xs: 6, md: 12 },
        pb: { xs: 6, md: 10 },
        background: `radial-gradient(ellipse 80% 50% at 50% 0%, ${theme.palette.primary.light}33, transparent)`,
      })}
    >
      <Container maxWidth="lg">
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography
            id="hero-title"
            component="h1"
            variant="h2"
            sx={{ fontWeight: 800, fontSize: { xs: '2.25rem', sm: '3rem', md: '3.75rem' } }}
          >
            Rotas that plan themselves
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{ color: 'text.secondary', maxWidth: 620, fontWeight: 400 }}
          >
            Tidal builds fair shift schedules for cafés, clinics and shops in minutes, swaps shifts
            when someone is ill and tells everyone by text.
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            <Button href="#pricing" variant="contained" size="large">
              Start a free month
            </Button>
            <Button href="#features" variant="outlined" size="large">
              See how it works
            </Button>
          </Stack>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Used by 2,400 teams in 18 countries. Cancel any time.
          </Typography>
        </Stack>
        <ProductShot />
      </Container>
    </Box>
  );
}
