import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import ListDivider from '@mui/joy/ListDivider';

const sections = [
  { title: 'Ingredients', body: '200 g flour, 2 eggs, 300 ml milk, a pinch of salt.' },
  {
    title: 'Method',
    body: 'Whisk everything into a smooth batter and let it rest for 30 minutes.',
  },
  { title: 'Serving', body: 'Fold each crêpe in four and serve with lemon and sugar.' },
];

export default function AccordionDividers() {
  return (
    <AccordionGroup
      variant="outlined"
      disableDivider
      sx={{ maxWidth: 480, width: '100%', borderRadius: 'md' }}
    >
      {/* A flat array, not fragments: the group marks its first and last children for the
          rounded corners, and cannot see inside a fragment. */}
      {sections.flatMap((section, index) => [
        ...(index > 0
          ? [
              <ListDivider
                key={`${section.title}-divider`}
                component="div"
                role="separator"
                inset="gutter"
              />,
            ]
          : []),
        <Accordion key={section.title}>
          <AccordionSummary>{section.title}</AccordionSummary>
          <AccordionDetails>{section.body}</AccordionDetails>
        </Accordion>,
      ])}
    </AccordionGroup>
  );
}
