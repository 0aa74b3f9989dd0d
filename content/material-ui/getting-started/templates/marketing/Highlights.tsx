import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid2';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';

const features = [
  {
    icon: <AutoFixHighOutlined />,
    title: 'Fair by default',
    text: 'Weekends, late shifts and holidays are shared out evenly, and you can see the balance.',
  },
  {
    icon: <SwapHorizOutlined />,
    title: 'Swaps in two taps',
    text: 'Staff offer a shift, a colleague accepts, a manager approves. The rota updates itself.',
  },
  {
    icon: <SmsOutlined />,
    title: 'Texts, not apps',
    text: 'Everyone gets their week by SMS. Nobody needs to install anything to see their hours.',
  },
  {
    icon: <TimerOutlined />,
    title: 'Hours for payroll',
    text: 'Export worked hours per person as a spreadsheet your accountant already understands.',
  },
];

const testimonials = [
  {
    name: 'Aoife Brennan',
    role: 'Owner, Harbour Café',
    quote: 'Sunday evenings used to be rota night. Now it takes ten minutes and nobody complains.',
  },
  {
    name: 'Dr Samuel Osei',
    role: 'Practice manager, Northgate Clinic',
    quote: 'Swaps happen without me chasing anyone. The audit trail alone was worth it.',
  },
  {
    name: 'Lucía Ferrer',
    role: 'Store lead, Paper & Ink',
    quote: 'Part-timers finally see their hours a week ahead. Sick days are sorted by lunch.',
  },
];

export default function Highlights() {
  return (
    <>
      <Box
        component="section"
        id="features"
        aria-labelledby="features-title"
        sx={{ py: { xs: 6, md: 10 } }}
      >
        <Container maxWidth="lg">
          <Typography id="features-title" component="h2" variant="h4" sx={{ fontWeight: 700 }}>
            Everything a small team needs
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1, mb: 4, maxWidth: 560 }}>
            Built with shift managers, not for them: each feature removes a message you used to
            send.
          </Typography>
          <Grid container spacing={3}>
            {features.map((feature) => (
              <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 3 }}>
                <Stack spacing={1.5}>
                  <Avatar
                    variant="rounded"
                    sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
                  >
                    {feature.icon}
                  </Avatar>
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
                    {feature.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {feature.text}
                  </Typography>
                </Stack>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
      <Box
        component="section"
        id="stories"
        aria-labelledby="stories-title"
        sx={{ py: { xs: 6, md: 10 }, bgcolor: 'action.hover' }}
      >
        <Container maxWidth="lg">
          <Typography
            id="stories-title"
            component="h2"
            variant="h4"
            sx={{ fontWeight: 700, mb: 4 }}
          >
            Teams that switched
          </Typography>
          <Grid container spacing={3}>
            {testimonials.map((item) => (
              <Grid key={item.name} size={{ xs: 12, md: 4 }}>
                <Card variant="outlined" component="figure" sx={{ m: 0, height: '100%' }}>
                  <CardContent>
                    <Rating value={5} readOnly size="small" aria-label="5 out of 5 stars" />
                    <Typography component="blockquote" sx={{ m: 0, mt: 1 }}>
                      “{item.quote}”
                    </Typography>
                    <Stack
                      component="figcaption"
                      direction="row"
                      spacing={1.5}
                      sx={{ alignItems: 'center', mt: 2 }}
                    >
                      <Avatar>{item.name.replace('Dr ', '')[0]}</Avatar>
                      <Box>
                        <Typography variant="subtitle2" component="p">
                          {item.name}
                        </Typography>
                        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                          {item.role}
                        </Typography>
                      </Box>
                    </Stack>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
    </>
  );
}
