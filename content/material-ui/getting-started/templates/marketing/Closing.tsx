import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid2';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';

const plans = [
  { name: 'Team', price: '€4', unit: 'per person / month', text: 'Up to 25 people, one location.' },
  {
    name: 'Business',
    price: '€7',
    unit: 'per person / month',
    text: 'Several locations, payroll export, approvals.',
  },
];

const faqs = [
  {
    question: 'Does everyone need a smartphone?',
    answer: 'No. Schedules and swap requests work by text message on any phone.',
  },
  {
    question: 'Can we import our current rota?',
    answer: 'Yes: upload a spreadsheet with names and shifts and Tidal fills in the first month.',
  },
  {
    question: 'What happens after the free month?',
    answer:
      'We email you a week before. If you do nothing, your account pauses; nothing is charged.',
  },
];

const footerLinks = ['About', 'Careers', 'Privacy', 'Terms', 'Status'];

export default function Closing() {
  const faqId = React.useId();
  return (
    <>
      <Box
        component="section"
        id="pricing"
        aria-labelledby="pricing-title"
        sx={{ py: { xs: 6, md: 10 } }}
      >
        <Container maxWidth="md">
          <Typography
            id="pricing-title"
            component="h2"
            variant="h4"
            sx={{ fontWeight: 700, textAlign: 'center' }}
          >
            Simple pricing
          </Typography>
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1, mb: 4 }}>
            The first month is free on every plan.
          </Typography>
          <Grid container spacing={3}>
            {plans.map((plan, index) => (
              <Grid key={plan.name} size={{ xs: 12, sm: 6 }}>
                <Card
                  variant="outlined"
                  sx={{
                    height: '100%',
                    ...(index === 1 && { borderColor: 'primary.main', borderWidth: 2 }),
                  }}
                >
                  <CardContent sx={{ p: 3 }}>
                    <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
                      {plan.name}
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', my: 1 }}>
                      <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
                        {plan.price}
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {plan.unit}
                      </Typography>
                    </Stack>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                      {plan.text}
                    </Typography>
                    <Button fullWidth href="#" variant={index === 1 ? 'contained' : 'outlined'}>
                      Try {plan.name} free
                    </Button>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
      <Box component="section" id="faq" aria-labelledby="faq-title" sx={{ pb: { xs: 6, md: 10 } }}>
        <Container maxWidth="md">
          <Typography id="faq-title" component="h2" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
            Questions, answered
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
        </Container>
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4 }}>
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              © 2026 Tidal Scheduling — a fictional company for this template.
            </Typography>
            <Stack
              component="nav"
              aria-label="Footer"
              direction="row"
              sx={{ gap: 2, flexWrap: 'wrap' }}
            >
              {footerLinks.map((label) => (
                <Link key={label} href="#" variant="body2" color="text.secondary">
                  {label}
                </Link>
              ))}
            </Stack>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
