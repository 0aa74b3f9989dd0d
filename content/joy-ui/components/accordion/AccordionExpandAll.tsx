import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

const sections = [
  {
    id: 'delivery',
    title: 'Delivery',
    text: 'Parcels leave the warehouse within two working days.',
  },
  {
    id: 'returns',
    title: 'Returns',
    text: 'Send items back within 30 days in their original box.',
  },
  {
    id: 'warranty',
    title: 'Warranty',
    text: 'Electronics carry a two-year warranty from the invoice date.',
  },
];

export default function AccordionExpandAll() {
  const [open, setOpen] = React.useState<string[]>(['delivery']);
  const allOpen = open.length === sections.length;
  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button
          size="sm"
          variant="plain"
          onClick={() => setOpen(allOpen ? [] : sections.map((section) => section.id))}
        >
          {allOpen ? 'Collapse all' : 'Expand all'}
        </Button>
      </Box>
      <AccordionGroup variant="outlined" sx={{ borderRadius: 'md' }}>
        {sections.map((section) => (
          <Accordion
            key={section.id}
            expanded={open.includes(section.id)}
            onChange={(event, expanded) =>
              setOpen((current) =>
                expanded ? [...current, section.id] : current.filter((id) => id !== section.id),
              )
            }
          >
            <AccordionSummary>{section.title}</AccordionSummary>
            <AccordionDetails>{section.text}</AccordionDetails>
          </Accordion>
        ))}
      </AccordionGroup>
    </Box>
  );
}
