import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid2';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';

type Billing = 'monthly' | 'yearly';

interface Plan {
  name: string;
  monthly: number;
  blurb: string;
  features: string[];
  recommended?: boolean;
}

const plans: Plan[] = [
  {
    name: 'Spark',
    monthly: 9,
    blurb: 'For side projects and first experiments.',
    features: ['2 projects', '10 GB storage', 'Community forum', 'Daily backups'],
  },
  {
    name: 'Beam',
    monthly: 29,
    blurb: 'For small teams shipping every week.',
    features: ['Unlimited projects', '200 GB storage', 'Email support', 'Preview environments'],
    recommended: true,
  },
  {
    name: 'Flare',
    monthly: 79,
    blurb: 'For organisations that need guarantees.',
    features: ['Everything in Beam', '2 TB storage', 'Single sign-on', '99.95% uptime commitment'],
  },
];

const faqs = [
  {
    question: 'Can I switch plans later?',
    answer: 'Yes. Upgrades apply straight away; downgrades take effect at the next billing date.',
  },
  {
    question: 'How does yearly billing work?',
    answer: 'You pay for ten months up front and get twelve, so two months are on us.',
  },
  {
    question: 'Is there a free trial?',
    answer: 'Every plan includes 14 days to explore. No payment details are needed to begin.',
  },
  {
    question: 'What happens to my data if I cancel?',
    answer: 'Your projects stay readable for 30 days so you can export everything you need.',
  },
];

export default function Pricing() {
  const [billing, setBilling] = React.useState<Billing>('monthly');
  const faqId = React.useId();

  const handleBilling = (_event: React.MouseEvent<HTMLElement>, value: Billing | null) => {
    if (value) {
      setBilling(value);
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <CloudOutlined color="primary" aria-hidden />
          <Typography variant="h6" component="div" sx={{ flexGrow: 1, fontWeight: 700 }}>
            Lumen Cloud
          </Typography>
          <Button href="#" color="inherit">
            Sign in
          </Button>
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 6, md: 10 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mb: { xs: 4, md: 6 } }}>
          <Typography
            component="h1"
            variant="h3"
            sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}
          >
            Pricing that grows with you
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary', maxWidth: 560 }}>
            Every plan includes global hosting, automatic TLS and a 14-day trial. Pay monthly, or
            yearly to get two months free.
          </Typography>
          <ToggleButtonGroup
            value={billing}
            exclusive
            onChange={handleBilling}
            aria-label="Billing period"
            size="small"
            color="primary"
          >
            <ToggleButton value="monthly">Monthly</ToggleButton>
            <ToggleButton value="yearly">Yearly · 2 months free</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
          {plans.map((plan) => {
            const price = billing === 'monthly' ? plan.monthly : plan.monthly * 10;
            return (
              <Grid key={plan.name} size={{ xs: 12, md: 4 }}>
                <Card
                  variant="outlined"
                  sx={{
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    borderRadius: 3,
                    ...(plan.recommended && { borderColor: 'primary.main', borderWidth: 2 }),
                  }}
                >
                  <CardContent sx={{ flexGrow: 1, p: 3 }}>
                    <Stack
                      direction="row"
                      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
                    >
                      <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
                        {plan.name}
                      </Typography>
                      {plan.recommended && (
                        <Chip label="Recommended" color="primary" size="small" />
                      )}
                    </Stack>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                      {plan.blurb}
                    </Typography>
                    <Stack direction="row" sx={{ alignItems: 'baseline', gap: 0.5, mt: 3 }}>
                      <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
                        ${price}
                      </Typography>
                      <Typography component="span" variant="body1" sx={{ color: 'text.secondary' }}>
                        {billing === 'monthly' ? 'per month' : 'per year'}
                      </Typography>
                    </Stack>
                    <List dense aria-label={`${plan.name} features`} sx={{ mt: 2 }}>
                      {plan.features.map((feature) => (
                        <ListItem key={feature} disableGutters>
                          <ListItemIcon sx={{ minWidth: 32 }}>
                            <CheckCircle color="primary" fontSize="small" />
                          </ListItemIcon>
                          <ListItemText primary={feature} />
                        </ListItem>
                      ))}
                    </List>
                  </CardContent>
                  <CardActions sx={{ p: 3, pt: 0 }}>
                    <Button
                      fullWidth
                      variant={plan.recommended ? 'contained' : 'outlined'}
                      href="#"
                    >
                      {plan.recommended ? 'Start free trial' : `Choose ${plan.name}`}
                    </Button>
                  </CardActions>
                </Card>
              </Grid>
            );
          })}
        </Grid>
        <Box sx={{ maxWidth: 760, mx: 'auto', mt: { xs: 8, md: 12 } }}>
          <Typography
            component="h2"
            variant="h4"
            sx={{ fontWeight: 700, textAlign: 'center', mb: 3 }}
          >
            Frequently asked questions
          </Typography>
          {faqs.map((faq, index) => (
            <Accordion
              key={faq.question}
              disableGutters
              variant="outlined"
              // The default <h3> heading would hold the summary's <div>s, which HTML does not
              // allow; a div with the heading role keeps the same level-3 heading for screen readers.
              slotProps={{ heading: { component: 'div', role: 'heading', 'aria-level': 3 } }}
            >
              <AccordionSummary
                expandIcon={<ExpandMore />}
                id={`${faqId}-${index}-header`}
                aria-controls={`${faqId}-${index}-content`}
              >
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {faq.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography sx={{ color: 'text.secondary' }}>{faq.answer}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, px: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © Lumen Cloud — a fictional product for this demo.
          </Typography>
          <Link href="#" variant="body2">
            Terms
          </Link>
          <Link href="#" variant="body2">
            Privacy
          </Link>
        </Stack>
      </Box>
    </Box>
  );
}
