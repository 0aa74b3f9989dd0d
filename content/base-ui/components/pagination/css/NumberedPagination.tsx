import * as React from 'react';
import { Button } from '@mui/base/Button';
import classes from './NumberedPagination.module.css';

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

export default function NumberedPagination() {
  const [page, setPage] = React.useState(6);
  const shown = orders.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  return (
    <div className={classes.root}>
      <ol className={classes.orders} start={(page - 1) * PER_PAGE + 1}>
        {shown.map((order) => (
          <li key={order}>{order}</li>
        ))}
      </ol>
      <nav aria-label="Order pages">
        <ul className={classes.pages}>
          <li>
            <Button
              className={classes.page}
              disabled={page === 1}
              focusableWhenDisabled
              onClick={() => setPage(page - 1)}
            >
              Previous
            </Button>
          </li>
          {pageItems(page, pageCount).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} className={classes.gap} aria-hidden>
                …
              </li>
            ) : (
              <li key={item}>
                <Button
                  className={classes.page}
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
              className={classes.page}
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
