import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import KeyboardArrowLeftRounded from '@mui/icons-material/KeyboardArrowLeftRounded';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';

const PAGES = 6;

export default function ButtonGroupPagination() {
  const [page, setPage] = React.useState(2);
  return (
    <nav aria-label="Search results pages">
      <ButtonGroup size="sm" variant="outlined" aria-label="Pages">
        <IconButton
          aria-label="Previous page"
          aria-disabled={page === 1}
          sx={(theme) => ({ '&[aria-disabled="true"]': theme.variants.outlinedDisabled.neutral })}
          onClick={() => setPage((p) => Math.max(1, p - 1))}
        >
          <KeyboardArrowLeftRounded sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
        </IconButton>
        {Array.from({ length: PAGES }, (_, i) => i + 1).map((n) => (
          <Button
            key={n}
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            variant={n === page ? 'solid' : 'outlined'}
            color={n === page ? 'primary' : 'neutral'}
            onClick={() => setPage(n)}
          >
            {n}
          </Button>
        ))}
        <IconButton
          aria-label="Next page"
          aria-disabled={page === PAGES}
          sx={(theme) => ({ '&[aria-disabled="true"]': theme.variants.outlinedDisabled.neutral })}
          onClick={() => setPage((p) => Math.min(PAGES, p + 1))}
        >
          <KeyboardArrowRightRounded sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
        </IconButton>
      </ButtonGroup>
    </nav>
  );
}
