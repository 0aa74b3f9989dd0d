import * as React from 'react';
import { styled } from '@mui/system';

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

const Styles = styled('div')(({ theme }) => ({
  width: '100%',
  maxWidth: 440,
  fontSize: '0.875rem',
  '& .item': { borderBlockEnd: '1px solid #dadee6' },
  '& .trigger': {
    display: 'flex',
    justifyContent: 'space-between',
    width: '100%',
    padding: '12px 4px',
    border: 0,
    borderRadius: 4,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    textAlign: 'start',
    color: 'inherit',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  '& .trigger::after': { content: '"+"', color: '#2d57d6' },
  "& .trigger[aria-expanded='true']::after": { content: '"−"' },
  '& .trigger:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  '& .panel': { margin: 0, padding: '0 4px 12px', color: '#3d4452' },
  ...theme.applyStyles('dark', {
    '& .item': { borderColor: '#3d4452' },
    '& .trigger::after': { color: '#8aaeff' },
    '& .panel': { color: '#b8bfcc' },
  }),
}));

export default function DisclosureAccordion() {
  // Controlled: several sections may be open at once, and the state is yours to save.
  const [open, setOpen] = React.useState<string[]>(['shipping']);
  const toggle = (id: string) =>
    setOpen((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <Styles>
      {SECTIONS.map((section) => {
        const expanded = open.includes(section.id);
        return (
          <div key={section.id} className="item">
            <button
              type="button"
              className="trigger"
              id={`${section.id}-trigger`}
              aria-expanded={expanded}
              aria-controls={`${section.id}-panel`}
              onClick={() => toggle(section.id)}
            >
              {section.title}
            </button>
            <p
              className="panel"
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
    </Styles>
  );
}
