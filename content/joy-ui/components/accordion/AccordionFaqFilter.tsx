import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';

const faqs = [
  { q: 'Can I change my delivery slot?', a: 'Yes, until 8 pm the evening before delivery.' },
  { q: 'Do you deliver on Sundays?', a: 'Only in the city centre, between 10 am and 4 pm.' },
  { q: 'How do I return a crate?', a: 'Leave it at the door on your next delivery day.' },
  { q: 'Can I pause my subscription?', a: 'Pause for up to six weeks from your account page.' },
];

export default function AccordionFaqFilter() {
  const [query, setQuery] = React.useState('');
  const needle = query.trim().toLowerCase();
  const shown = faqs.filter((faq) => !needle || `${faq.q} ${faq.a}`.toLowerCase().includes(needle));
  return (
    <Box sx={{ width: '100%', maxWidth: 480, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Input
        type="search"
        placeholder="Search the questions"
        startDecorator={<SearchRounded />}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{ input: { 'aria-label': 'Search the questions' } }}
      />
      <Typography level="body-sm" role="status">
        {shown.length} of {faqs.length} questions
      </Typography>
      <AccordionGroup>
        {shown.map((faq) => (
          <Accordion
            key={`${faq.q}-${needle ? 'search' : 'all'}`}
            defaultExpanded={Boolean(needle)}
          >
            <AccordionSummary>{faq.q}</AccordionSummary>
            <AccordionDetails>{faq.a}</AccordionDetails>
          </Accordion>
        ))}
      </AccordionGroup>
    </Box>
  );
}
