import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const steps = [
  { title: 'Shipping address', body: '14 Rua Augusta, 1100-053 Lisbon, Portugal' },
  { title: 'Payment', body: 'Visa ending in 4242, expires 08/28' },
  { title: 'Gift wrapping', body: 'Not available for this order.', disabled: true },
];

export default function AccordionControlled() {
  const [open, setOpen] = React.useState<number | null>(0);
  return (
    <AccordionGroup variant="outlined" sx={{ maxWidth: 520, width: '100%', borderRadius: 'md' }}>
      {steps.map((step, index) => (
        <Accordion
          key={step.title}
          expanded={open === index}
          disabled={step.disabled}
          onChange={(_event, expanded) => setOpen(expanded ? index : null)}
        >
          <AccordionSummary>{step.title}</AccordionSummary>
          <AccordionDetails>{step.body}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
