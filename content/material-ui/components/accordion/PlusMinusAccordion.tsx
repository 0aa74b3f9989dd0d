import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary, { accordionSummaryClasses } from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

/** A valid level-3 heading around the summary, as in the other demos of this page. */
const headingSlot = { component: 'div', role: 'heading', 'aria-level': 3 } as const;

const questions = [
  {
    id: 'plus-pets',
    question: 'Are pets allowed?',
    answer: 'Dogs and cats are welcome in the garden rooms, for a fee of €15 per night.',
  },
  {
    id: 'plus-parking',
    question: 'Is there parking?',
    answer: 'Twelve spaces behind the building, free for guests, first come first served.',
  },
  {
    id: 'plus-checkin',
    question: 'Can I check in late?',
    answer: 'Yes. After 22:00 the door code is sent to you by text message.',
  },
];

export default function PlusMinusAccordion() {
  const [open, setOpen] = React.useState<string[]>([]);

  return (
    <div>
      {questions.map((item) => {
        const expanded = open.includes(item.id);
        return (
          <Accordion
            key={item.id}
            expanded={expanded}
            onChange={(event, next) =>
              setOpen((prev) => (next ? [...prev, item.id] : prev.filter((id) => id !== item.id)))
            }
            slotProps={{ heading: headingSlot }}
          >
            <AccordionSummary
              // Swap the icon instead of turning it, and cancel the built-in half turn.
              expandIcon={expanded ? <RemoveIcon /> : <AddIcon />}
              id={`${item.id}-header`}
              aria-controls={`${item.id}-content`}
              sx={{
                [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]:
                  { transform: 'none' },
              }}
            >
              <Typography component="span">{item.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}
