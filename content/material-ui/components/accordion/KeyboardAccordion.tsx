import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary, { accordionSummaryClasses } from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const headingSlot = { component: 'div', role: 'heading', 'aria-level': 3 } as const;

const steps = [
  {
    id: 'kb-account',
    title: 'Create your account',
    body: 'Use your work email; we send a code to confirm it.',
  },
  {
    id: 'kb-team',
    title: 'Invite your team',
    body: 'Paste several addresses at once, separated by commas.',
  },
  {
    id: 'kb-data',
    title: 'Import your data',
    body: 'CSV and XLSX files up to 20 MB are accepted.',
  },
  {
    id: 'kb-billing',
    title: 'Choose a plan',
    body: 'You can switch plans at any time; changes apply the next month.',
  },
];

export default function KeyboardAccordion() {
  const listRef = React.useRef<HTMLDivElement>(null);

  // Optional keys from the ARIA accordion pattern: move between headers without tabbing
  // through the open panels.
  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const headers = Array.from(
      listRef.current?.querySelectorAll<HTMLElement>(`.${accordionSummaryClasses.root}`) ?? [],
    ).filter((header) => header.getAttribute('aria-disabled') !== 'true');
    const current = headers.indexOf(event.target as HTMLElement);
    if (current === -1) return;
    const targets: Record<string, number> = {
      ArrowDown: (current + 1) % headers.length,
      ArrowUp: (current - 1 + headers.length) % headers.length,
      Home: 0,
      End: headers.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    headers[target]?.focus();
  };

  return (
    <div ref={listRef} onKeyDown={handleKeyDown}>
      {steps.map((step) => (
        <Accordion key={step.id} slotProps={{ heading: headingSlot }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${step.id}-header`}
            aria-controls={`${step.id}-content`}
          >
            <Typography component="span">{step.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {step.body}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
