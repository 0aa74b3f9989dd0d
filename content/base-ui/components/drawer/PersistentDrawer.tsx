import * as React from 'react';
import { styled } from '@mui/system';

const PAGES = ['Overview', 'Invoices', 'Customers', 'Reports'];

const Styles = styled('div')(({ theme }) => ({
  display: 'flex',
  minHeight: 200,
  borderRadius: 10,
  border: '1px solid #dadee6',
  overflow: 'hidden',
  fontSize: '0.875rem',
  '& .nav': {
    flexShrink: 0,
    width: 180,
    padding: 8,
    borderInlineEnd: '1px solid #dadee6',
    backgroundColor: '#f6f7f9',
  },
  '& .list': { display: 'grid', gap: 2, margin: 0, padding: 0, listStyle: 'none' },
  '& .link': {
    width: '100%',
    padding: '6px 10px',
    border: 0,
    borderRadius: 6,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    textAlign: 'start',
    color: 'inherit',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  "& .link[aria-current='page']": { fontWeight: 700, color: '#1f3fa8', backgroundColor: '#e6edff' },
  '& .link:focus-visible, & .toggle:focus-visible': {
    outline: '3px solid #8aaeff',
    outlineOffset: -3,
  },
  '& .main': { flex: 1, padding: 12 },
  '& .toggle': {
    padding: '4px 10px',
    borderRadius: 6,
    border: '1px solid #c2c8d3',
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    color: 'inherit',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  '& .title': { margin: '12px 0 0', fontWeight: 600 },
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    '& .nav': { borderColor: '#3d4452', backgroundColor: '#1b1e25' },
    "& .link[aria-current='page']": { color: '#b5caff', backgroundColor: '#1c2540' },
    '& .toggle': { borderColor: '#4b5565' },
  }),
}));

export default function PersistentDrawer() {
  const [open, setOpen] = React.useState(true);
  const [page, setPage] = React.useState('Invoices');
  return (
    <Styles>
      {/* Part of the layout: no backdrop, no focus trap, and the content stays usable. */}
      <nav id="app-sections" className="nav" aria-label="Sections" hidden={!open}>
        <ul className="list">
          {PAGES.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="link"
                aria-current={page === name ? 'page' : undefined}
                onClick={() => setPage(name)}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="main">
        <button
          type="button"
          className="toggle"
          aria-expanded={open}
          aria-controls="app-sections"
          onClick={() => setOpen(!open)}
        >
          {/* A fixed label: aria-expanded already says whether the drawer is open. */}
          Sections
        </button>
        <p className="title">{page}</p>
      </div>
    </Styles>
  );
}
