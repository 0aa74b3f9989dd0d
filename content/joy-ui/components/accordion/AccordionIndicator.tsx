import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, { accordionSummaryClasses } from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';

const questions = [
  {
    q: 'Can I change my plan later?',
    a: 'Yes. Upgrades apply at once; downgrades apply at the end of the billing period.',
  },
  {
    q: 'Do you offer refunds?',
    a: 'Annual plans can be refunded in full within 30 days of purchase.',
  },
];

function PlusMinus() {
  const [open, setOpen] = React.useState<number | null>(null);
  return (
    <AccordionGroup
      sx={{
        // The icon changes with the state, so cancel the default half turn.
        [`& .${accordionSummaryClasses.indicator}.${accordionSummaryClasses.expanded}`]: {
          transform: 'none',
        },
      }}
    >
      {questions.map((item, index) => (
        <Accordion
          key={item.q}
          expanded={open === index}
          onChange={(_event, expanded) => setOpen(expanded ? index : null)}
        >
          <AccordionSummary indicator={open === index ? <RemoveRounded /> : <AddRounded />}>
            {item.q}
          </AccordionSummary>
          <AccordionDetails>{item.a}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}

function StartChevron() {
  return (
    <AccordionGroup
      sx={{
        // Chevron before the title, pointing to the inline end, turning down when open.
        [`& .${accordionSummaryClasses.button}`]: { flexDirection: 'row-reverse' },
        [`& .${accordionSummaryClasses.indicator}`]: {
          transition: 'transform 0.2s',
          '[dir="rtl"] &': { transform: 'scaleX(-1)' },
        },
        [`& .${accordionSummaryClasses.indicator}.${accordionSummaryClasses.expanded}`]: {
          transform: 'rotate(90deg)',
        },
      }}
    >
      {questions.map((item) => (
        <Accordion key={item.q}>
          <AccordionSummary indicator={<ChevronRightRounded />}>{item.q}</AccordionSummary>
          <AccordionDetails>{item.a}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}

export default function AccordionIndicator() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
        gap: 3,
        width: '100%',
      }}
    >
      <PlusMinus />
      <StartChevron />
    </Box>
  );
}
