import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions = [
  {
    q: 'Can I change my delivery address?',
    a: 'Yes, until the order is packed. Open the order and choose “Edit address”.',
  },
  {
    q: 'Do you ship abroad?',
    a: 'We ship to the EU, Norway, Switzerland and the UK. Duties for the UK and Switzerland are paid on delivery.',
  },
  {
    q: 'How do returns work?',
    a: 'Print the label from your account and drop the parcel at any post office within 30 days.',
  },
  {
    q: 'Is the packaging recyclable?',
    a: 'The boxes and paper tape are; the padding is compostable.',
  },
  {
    q: 'Can I pay by invoice?',
    a: 'Business accounts can pay by invoice within 30 days. Private customers can pay by card or bank transfer.',
  },
  { q: 'Where is my order?', a: 'The tracking link is in the shipping email and in your account.' },
];

export default function FaqMasonry() {
  return (
    <Masonry
      columns={{ xs: 1, sm: 2 }}
      spacing={2}
      defaultColumns={2}
      defaultSpacing={2}
      defaultHeight={400}
    >
      {questions.map((item, index) => (
        <Accordion key={item.q} variant="outlined" disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-masonry-${index}-header`}
            aria-controls={`faq-masonry-${index}-content`}
          >
            <Typography component="span">{item.q}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{item.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Masonry>
  );
}
