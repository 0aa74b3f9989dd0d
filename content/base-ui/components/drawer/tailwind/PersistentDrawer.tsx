import * as React from 'react';

const PAGES = ['Overview', 'Invoices', 'Customers', 'Reports'];

export default function PersistentDrawer() {
  const [open, setOpen] = React.useState(true);
  const [page, setPage] = React.useState('Invoices');
  return (
    <div className="flex min-h-[200px] overflow-hidden rounded-[10px] border border-solid border-[#dadee6] text-sm dark:border-[#3d4452]">
      {/* Part of the layout: no backdrop, no focus trap, and the content stays usable. */}
      <nav
        id="app-sections"
        className="w-[180px] shrink-0 border-0 border-e border-solid border-[#dadee6] bg-[#f6f7f9] p-2 dark:border-[#3d4452] dark:bg-[#1b1e25]"
        aria-label="Sections"
        hidden={!open}
      >
        <ul className="m-0 grid list-none gap-0.5 p-0">
          {PAGES.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="w-full cursor-pointer rounded-md border-0 bg-transparent px-2.5 py-1.5 text-start text-sm text-inherit [font-family:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:-outline-offset-[3px] focus-visible:outline-[#8aaeff] aria-[current=page]:bg-[#e6edff] aria-[current=page]:font-bold aria-[current=page]:text-[#1f3fa8] dark:aria-[current=page]:bg-[#1c2540] dark:aria-[current=page]:text-[#b5caff]"
                aria-current={page === name ? 'page' : undefined}
                onClick={() => setPage(name)}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex-1 p-3">
        <button
          type="button"
          className="cursor-pointer rounded-md border border-solid border-[#c2c8d3] bg-transparent px-2.5 py-1 text-sm text-inherit [font-family:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:-outline-offset-[3px] focus-visible:outline-[#8aaeff] dark:border-[#4b5565]"
          aria-expanded={open}
          aria-controls="app-sections"
          onClick={() => setOpen(!open)}
        >
          {/* A fixed label: aria-expanded already says whether the drawer is open. */}
          Sections
        </button>
        <p className="mb-0 mt-3 font-semibold">{page}</p>
      </div>
    </div>
  );
}
