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

const faqs = [
  {
    id: 'shipping',
    question: 'How long does shipping take?',
    answer:
      'Orders placed before 2 pm ship the same day. Standard delivery takes 2–4 business days; express delivery arrives the next business day.',
  },
  {
    id: 'returns',
    question: 'Can I return an item?',
    answer:
      'Yes. Unused items can be returned within 30 days. Start a return from your order history and print the prepaid label.',
  },
  {
    id: 'gift',
    question: 'Do you offer gift wrapping?',
    answer: 'Gift wrapping is coming back after the holiday season.',
    disabled: true,
  },
];

export default function BasicAccordion() {
  return (
    <div>
      {faqs.map((faq, index) => (
        <Accordion
          key={faq.id}
          slotProps={{ heading: headingSlot }}
          defaultExpanded={index === 0}
          disabled={faq.disabled}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${faq.id}-header`}
            aria-controls={`${faq.id}-content`}
          >
            <Typography component="span">{faq.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {faq.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
