import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionSummary from '@mui/material/AccordionSummary';
import AccordionDetails from '@mui/material/AccordionDetails';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/**
 * The heading slot as a `div` with the heading role: the default `<h3>` would hold the summary's
 * `<div>`s, which HTML does not allow inside a heading. Screen readers get the same level-3 heading.
 */
const headingSlot = { component: 'div', role: 'heading', 'aria-level': 3 } as const;

const steps = [
  {
    id: 'account',
    title: 'Account',
    summary: 'ada@example.com',
    body: 'Signed in as Ada Lovelace.',
  },
  {
    id: 'delivery',
    title: 'Delivery address',
    summary: '12 Analytical Row, London',
    body: 'Deliver to the front desk between 9 am and 5 pm.',
  },
  {
    id: 'payment',
    title: 'Payment',
    summary: 'Visa ending in 4242',
    body: 'The card will be charged when your order ships.',
  },
];

export default function ControlledAccordion() {
  const [expanded, setExpanded] = React.useState<string | false>('account');

  const handleChange = (panel: string) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
    setExpanded(isExpanded ? panel : false);
  };

  return (
    <div>
      {steps.map((step) => (
        <Accordion
          key={step.id}
          slotProps={{ heading: headingSlot }}
          expanded={expanded === step.id}
          onChange={handleChange(step.id)}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${step.id}-summary`}
            aria-controls={`${step.id}-panel`}
          >
            <Typography component="span" sx={{ width: '40%', flexShrink: 0 }}>
              {step.title}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {step.summary}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{step.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
