import * as React from 'react';
import classes from './PersistentDrawer.module.css';

const PAGES = ['Overview', 'Invoices', 'Customers', 'Reports'];

export default function PersistentDrawer() {
  const [open, setOpen] = React.useState(true);
  const [page, setPage] = React.useState('Invoices');
  return (
    <div className={classes.root}>
      {/* Part of the layout: no backdrop, no focus trap, and the content stays usable. */}
      <nav id="app-sections" className={classes.nav} aria-label="Sections" hidden={!open}>
        <ul className={classes.list}>
          {PAGES.map((name) => (
            <li key={name}>
              <button
                type="button"
                className={classes.link}
                aria-current={page === name ? 'page' : undefined}
                onClick={() => setPage(name)}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className={classes.main}>
        <button
          type="button"
          className={classes.toggle}
          aria-expanded={open}
          aria-controls="app-sections"
          onClick={() => setOpen(!open)}
        >
          {/* A fixed label: aria-expanded already says whether the drawer is open. */}
          Sections
        </button>
        <p className={classes.title}>{page}</p>
      </div>
    </div>
  );
}
