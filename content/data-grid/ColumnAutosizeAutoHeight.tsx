import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Review {
  id: number;
  product: string;
  rating: number;
  comment: string;
}

const rows: Review[] = [
  {
    id: 1,
    product: 'Pour-over kettle',
    rating: 5,
    comment: 'Heats fast and the spout gives a steady, thin stream. The handle stays cool.',
  },
  {
    id: 2,
    product: 'Burr grinder',
    rating: 4,
    comment: 'Consistent grind for filter coffee; a little loud at the finest setting.',
  },
  { id: 3, product: 'Glass carafe', rating: 3, comment: 'Pretty, but the lid rattles.' },
  {
    id: 4,
    product: 'Scale with timer',
    rating: 5,
    comment:
      'Accurate to a tenth of a gram, and the timer starts on its own when water hits the cone. Battery lasts months.',
  },
  { id: 5, product: 'Paper filters, 100', rating: 4, comment: 'No papery taste after a rinse.' },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
  // Autosizing stops at maxWidth; past it, the comment wraps onto more lines.
  { field: 'comment', headerName: 'Comment', width: 200, maxWidth: 380 },
];

export default function ColumnAutosizeAutoHeight() {
  const gridRef = useGridName('Product reviews, rows as tall as their comment');
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => apiRef.current.autosizeColumns({ includeHeaders: true })}
      >
        Fit columns to content
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          // Wrapped text needs a little air above and below once rows grow.
          sx={{ '& .MuiDataGrid-cell': { whiteSpace: 'normal', paddingBlock: 1, lineHeight: 1.5 } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
