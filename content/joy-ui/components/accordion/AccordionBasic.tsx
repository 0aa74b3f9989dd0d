import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const faq = [
  {
    q: 'How long does delivery take?',
    a: 'Orders placed before 14:00 leave the warehouse the same day and arrive in two to four working days.',
  },
  {
    q: 'Can I return an item?',
    a: 'Yes, within 30 days. Print the return label from your order page and drop the parcel at any post office.',
  },
  {
    q: 'Do you ship abroad?',
    a: 'We ship to 32 countries in Europe. Customs fees for Switzerland and Norway are included in the price.',
  },
];

export default function AccordionBasic() {
  return (
    <AccordionGroup sx={{ maxWidth: 520, width: '100%' }}>
      {faq.map((item, index) => (
        <Accordion key={item.q} defaultExpanded={index === 0}>
          <AccordionSummary>{item.q}</AccordionSummary>
          <AccordionDetails>{item.a}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
