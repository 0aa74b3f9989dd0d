import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function BasicPagination() {
  return (
    <Stack spacing={2}>
      <Pagination count={10} aria-label="Text, circular" />
      <Pagination
        count={10}
        variant="outlined"
        shape="rounded"
        color="primary"
        aria-label="Outlined, rounded"
      />
      <Pagination count={10} color="secondary" size="small" aria-label="Small, secondary" />
      <Pagination count={10} variant="outlined" size="large" aria-label="Large, outlined" />
      <Pagination count={10} disabled aria-label="Disabled" />
    </Stack>
  );
}
