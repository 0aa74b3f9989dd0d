import { styled } from '@mui/system';

const questions = [
  {
    q: 'Can I change my plan later?',
    a: 'Yes. Upgrades apply at once; a downgrade starts with the next billing period.',
  },
  {
    q: 'Do you offer refunds?',
    a: 'Within 14 days of a payment, in full, with no questions asked.',
  },
  {
    q: 'Where is my data stored?',
    a: 'In two data centres in the EU, with nightly encrypted backups.',
  },
];

const Styles = styled('div')(({ theme }) => ({
  width: '100%',
  maxWidth: 440,
  fontSize: '0.875rem',
  '& .item': { borderBlockEnd: '1px solid #dadee6' },
  '& .summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 12,
    padding: '12px 4px',
    fontWeight: 600,
    cursor: 'pointer',
    listStyle: 'none',
    borderRadius: 4,
  },
  '& .summary::-webkit-details-marker': { display: 'none' },
  '& .summary::after': { content: '"+"', fontSize: '1.125rem', lineHeight: 1, color: '#2d57d6' },
  '& .item[open] .summary::after': { content: '"−"' },
  '& .summary:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  '& .answer': { margin: 0, padding: '0 4px 12px', color: '#3d4452' },
  ...theme.applyStyles('dark', {
    '& .item': { borderColor: '#3d4452' },
    '& .summary::after': { color: '#8aaeff' },
    '& .answer': { color: '#b8bfcc' },
  }),
}));

export default function DetailsAccordion() {
  return (
    <Styles>
      {questions.map(({ q, a }, index) => (
        // The shared `name` makes the browser keep one item open at a time.
        <details key={q} className="item" name="billing-faq" open={index === 0}>
          <summary className="summary">{q}</summary>
          <p className="answer">{a}</p>
        </details>
      ))}
    </Styles>
  );
}
