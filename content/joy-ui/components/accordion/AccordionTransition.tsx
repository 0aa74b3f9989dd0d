import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup, { type AccordionGroupProps } from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const options: { label: string; value: NonNullable<AccordionGroupProps['transition']> }[] = [
  { label: 'Default (0.2s ease)', value: '0.2s ease' },
  { label: 'Slow (0.6s ease-in-out)', value: '0.6s ease-in-out' },
  {
    label: 'Open slowly, close fast',
    value: { initial: '0.15s ease-in', expanded: '0.5s cubic-bezier(0.22, 1, 0.36, 1)' },
  },
];

const venue = [
  {
    title: 'Opening hours',
    body: 'Tuesday to Sunday, 10:00 to 18:00. Late opening on Thursdays until 21:00; closed on Mondays.',
  },
  {
    title: 'Parking',
    body: 'The underground car park on Rua do Ouro has 200 spaces, 12 of them reserved for disabled visitors.',
  },
  {
    title: 'Step-free access',
    body: 'Every floor is reachable by lift, and wheelchairs can be borrowed free of charge at the front desk.',
  },
];

export default function AccordionTransition() {
  const [index, setIndex] = React.useState(0);
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', width: '100%' }}>
      <Box sx={{ minWidth: 220 }}>
        <Typography id="accordion-transition-label" level="title-sm" component="p">
          Transition
        </Typography>
        <RadioGroup
          aria-labelledby="accordion-transition-label"
          name="accordion-transition"
          value={String(index)}
          onChange={(event) => setIndex(Number(event.target.value))}
          sx={{ marginBlockStart: 1 }}
        >
          {options.map((option, optionIndex) => (
            <Radio key={option.label} value={String(optionIndex)} label={option.label} size="sm" />
          ))}
        </RadioGroup>
      </Box>
      <AccordionGroup transition={options[index]?.value} sx={{ flex: 1, minWidth: 240 }}>
        {venue.map((section) => (
          <Accordion key={section.title}>
            <AccordionSummary>{section.title}</AccordionSummary>
            <AccordionDetails>{section.body}</AccordionDetails>
          </Accordion>
        ))}
      </AccordionGroup>
    </Box>
  );
}
