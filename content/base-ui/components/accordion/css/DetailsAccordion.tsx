import classes from './DetailsAccordion.module.css';

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

export default function DetailsAccordion() {
  return (
    <div className={classes.root}>
      {questions.map(({ q, a }, index) => (
        // The shared `name` makes the browser keep one item open at a time.
        <details key={q} className={classes.item} name="billing-faq" open={index === 0}>
          <summary className={classes.summary}>{q}</summary>
          <p className={classes.answer}>{a}</p>
        </details>
      ))}
    </div>
  );
}
