import * as React from 'react';
import classes from './DisclosureAccordion.module.css';

const SECTIONS = [
  {
    id: 'shipping',
    title: 'Shipping',
    body: 'Orders leave our warehouse within two working days.',
  },
  { id: 'returns', title: 'Returns', body: 'Send items back within 30 days, in their packaging.' },
  {
    id: 'warranty',
    title: 'Warranty',
    body: 'Two years on every product, parts and labour included.',
  },
];

export default function DisclosureAccordion() {
  // Controlled: several sections may be open at once, and the state is yours to save.
  const [open, setOpen] = React.useState<string[]>(['shipping']);
  const toggle = (id: string) =>
    setOpen((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <div className={classes.root}>
      {SECTIONS.map((section) => {
        const expanded = open.includes(section.id);
        return (
          <div key={section.id} className={classes.item}>
            <button
              type="button"
              className={classes.trigger}
              id={`${section.id}-trigger`}
              aria-expanded={expanded}
              aria-controls={`${section.id}-panel`}
              onClick={() => toggle(section.id)}
            >
              {section.title}
            </button>
            <p
              className={classes.panel}
              id={`${section.id}-panel`}
              role="region"
              aria-labelledby={`${section.id}-trigger`}
              hidden={!expanded}
            >
              {section.body}
            </p>
          </div>
        );
      })}
    </div>
  );
}
