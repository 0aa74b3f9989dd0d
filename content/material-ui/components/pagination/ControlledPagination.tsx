import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

export default function ControlledPagination() {
  const [page, setPage] = React.useState(7);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" role="status">
        Showing results {(page - 1) * 20 + 1}–{Math.min(page * 20, 384)} of 384
      </Typography>
      <Pagination
        aria-label="Search results pages"
        count={20}
        page={page}
        onChange={(_event, value) => setPage(value)}
        siblingCount={1}
        boundaryCount={2}
        showFirstButton
        showLastButton
        renderItem={(item) => (
          <PaginationItem slots={{ previous: ArrowBackIcon, next: ArrowForwardIcon }} {...item} />
        )}
      />
    </Stack>
  );
}
