import * as React from 'react';
import { Button } from '@mui/base/Button';

const PER_PAGE = 5;
const orders = Array.from({ length: 58 }, (_, index) => `Order #${4100 + index}`);
const pageCount = Math.ceil(orders.length / PER_PAGE);

// First, last, the current page and its neighbours; a gap becomes an ellipsis.
function pageItems(current: number, count: number): Array<number | 'gap'> {
  const items: Array<number | 'gap'> = [];
  for (let page = 1; page <= count; page += 1) {
    if (page === 1 || page === count || Math.abs(page - current) <= 1) {
      items.push(page);
    } else if (items[items.length - 1] !== 'gap') {
      items.push('gap');
    }
  }
  return items;
}

const pageClass = [
  'h-[34px] min-w-[34px] cursor-pointer rounded-lg border border-solid border-[#c2c8d3] bg-white px-2',
  'text-sm text-[#171a21] [font-family:inherit] hover:bg-[#f0f3f7]',
  'aria-[current=page]:border-[#2d57d6] aria-[current=page]:bg-[#2d57d6] aria-[current=page]:font-bold',
  'aria-[current=page]:text-white [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px]',
  '[&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-[#8aaeff]',
  '[&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-45',
  'dark:border-[#4b5565] dark:bg-[#171a21] dark:text-[#f6f7f9] dark:hover:bg-[#262b35]',
  'dark:aria-[current=page]:border-[#8aaeff] dark:aria-[current=page]:bg-[#8aaeff]',
  'dark:aria-[current=page]:text-[#0b0d12]',
].join(' ');

export default function NumberedPagination() {
  const [page, setPage] = React.useState(6);
  const shown = orders.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  return (
    <div className="text-sm">
      <ol className="mb-3 mt-0 min-h-[100px] ps-5" start={(page - 1) * PER_PAGE + 1}>
        {shown.map((order) => (
          <li key={order}>{order}</li>
        ))}
      </ol>
      <nav aria-label="Order pages">
        <ul className="m-0 flex list-none flex-wrap items-center gap-1 p-0">
          <li>
            <Button
              className={pageClass}
              disabled={page === 1}
              focusableWhenDisabled
              onClick={() => setPage(page - 1)}
            >
              Previous
            </Button>
          </li>
          {pageItems(page, pageCount).map((item, index) =>
            item === 'gap' ? (
              <li
                key={`gap-${index}`}
                className="px-1.5 text-[#5b6374] dark:text-[#9aa2b1]"
                aria-hidden
              >
                …
              </li>
            ) : (
              <li key={item}>
                <Button
                  className={pageClass}
                  aria-label={`Page ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => setPage(item)}
                >
                  {item}
                </Button>
              </li>
            ),
          )}
          <li>
            <Button
              className={pageClass}
              disabled={page === pageCount}
              focusableWhenDisabled
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
