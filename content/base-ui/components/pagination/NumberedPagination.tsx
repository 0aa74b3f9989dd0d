import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

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

const Styles = styled('div')(({ theme }) => ({
  fontSize: '0.875rem',
  '& .orders': { margin: '0 0 12px', paddingInlineStart: 20, minHeight: 100 },
  '& .pages': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 4,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  '& .page': {
    minWidth: 34,
    height: 34,
    padding: '0 8px',
    borderRadius: 8,
    border: '1px solid #c2c8d3',
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    color: '#171a21',
    backgroundColor: '#fff',
    cursor: 'pointer',
  },
  '& .page:hover': { backgroundColor: '#f0f3f7' },
  "& .page[aria-current='page']": {
    borderColor: '#2d57d6',
    backgroundColor: '#2d57d6',
    color: '#fff',
    fontWeight: 700,
  },
  '& .page.base--focusVisible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  '& .page.base--disabled': { opacity: 0.45, cursor: 'not-allowed' },
  '& .gap': { paddingInline: 6, color: '#5b6374' },
  ...theme.applyStyles('dark', {
    '& .page': { borderColor: '#4b5565', backgroundColor: '#171a21', color: '#f6f7f9' },
    '& .page:hover': { backgroundColor: '#262b35' },
    "& .page[aria-current='page']": {
      borderColor: '#8aaeff',
      backgroundColor: '#8aaeff',
      color: '#0b0d12',
    },
    '& .gap': { color: '#9aa2b1' },
  }),
}));

export default function NumberedPagination() {
  const [page, setPage] = React.useState(6);
  const shown = orders.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  return (
    <Styles>
      <ol className="orders" start={(page - 1) * PER_PAGE + 1}>
        {shown.map((order) => (
          <li key={order}>{order}</li>
        ))}
      </ol>
      <nav aria-label="Order pages">
        <ul className="pages">
          <li>
            <Button
              className="page"
              disabled={page === 1}
              focusableWhenDisabled
              onClick={() => setPage(page - 1)}
            >
              Previous
            </Button>
          </li>
          {pageItems(page, pageCount).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} className="gap" aria-hidden>
                …
              </li>
            ) : (
              <li key={item}>
                <Button
                  className="page"
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
              className="page"
              disabled={page === pageCount}
              focusableWhenDisabled
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </li>
        </ul>
      </nav>
    </Styles>
  );
}
