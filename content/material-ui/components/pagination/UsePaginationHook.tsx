import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import usePagination, { UsePaginationItem } from '@mui/material/usePagination';

const labels: Record<UsePaginationItem['type'], string> = {
  first: 'First',
  last: 'Last',
  previous: 'Previous',
  next: 'Next',
  page: '',
  'start-ellipsis': '',
  'end-ellipsis': '',
};

export default function UsePaginationHook() {
  const [page, setPage] = React.useState(6);
  const { items } = usePagination({
    count: 24,
    page,
    onChange: (_event, value) => setPage(value),
    siblingCount: 1,
  });

  return (
    <Box component="nav" aria-label="Photo archive pages">
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.5,
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {items.map(({ type, page: itemPage, selected, disabled, onClick }, index) => (
          <li key={`${type}-${itemPage ?? index}`}>
            {type === 'start-ellipsis' || type === 'end-ellipsis' ? (
              <Box component="span" aria-hidden sx={{ display: 'inline-block', paddingInline: 1 }}>
                …
              </Box>
            ) : (
              <Box
                component="button"
                type="button"
                onClick={onClick}
                disabled={disabled}
                aria-current={selected ? 'page' : undefined}
                aria-label={type === 'page' ? `Page ${itemPage}` : `${labels[type]} page`}
                sx={{
                  minWidth: 36,
                  height: 32,
                  paddingInline: 1,
                  font: 'inherit',
                  typography: 'body2',
                  cursor: 'pointer',
                  borderRadius: 1,
                  border: 1,
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? 'primary.main' : 'transparent',
                  color: selected ? 'primary.contrastText' : 'text.primary',
                  fontWeight: selected ? 'bold' : 'normal',
                  '&:disabled': { cursor: 'default', color: 'text.disabled' },
                  '&:focus-visible': {
                    outline: 2,
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                  },
                }}
              >
                {type === 'page' ? itemPage : labels[type]}
              </Box>
            )}
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', marginTop: 1 }}>
        {`Showing photos ${(page - 1) * 20 + 1}–${page * 20} of 480`}
      </Typography>
    </Box>
  );
}
