import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { useGridName } from './data/gridName';

interface Review {
  id: number;
  product: string;
  comment: string;
  stars: number;
  city: string;
  date: Date;
}

const reviews: Review[] = [
  {
    id: 1,
    product: 'Burr grinder',
    comment: 'Consistent grind, but louder than I expected.',
    stars: 4,
    city: 'Porto',
    date: new Date(2024, 3, 2),
  },
  {
    id: 2,
    product: 'Glass carafe',
    comment:
      'Arrived cracked. The replacement came two days later, well packed, and has been fine since. Support answered within the hour.',
    stars: 3,
    city: 'Ghent',
    date: new Date(2024, 3, 9),
  },
  {
    id: 3,
    product: 'Pour-over kettle',
    comment: 'Perfect.',
    stars: 5,
    city: 'Osaka',
    date: new Date(2024, 4, 1),
  },
  {
    id: 4,
    product: 'Travel tumbler',
    comment:
      'Keeps coffee hot all morning. The lid is hard to clean around the seal, which is why I took a star off.',
    stars: 4,
    city: 'Denver',
    date: new Date(2024, 4, 20),
  },
  {
    id: 5,
    product: 'Ceramic mug set',
    comment: 'One mug had a small chip; the others are lovely.',
    stars: 3,
    city: 'Lyon',
    date: new Date(2024, 5, 3),
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'comment', headerName: 'Comment', width: 320 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 90 },
];

// Rows as tall as their comment; pinned and scrolling cells of a row share that height.
const getRowHeight = () => 'auto' as const;

export default function ColumnPinningAutoHeight() {
  const gridRef = useGridName('Product reviews, rows as tall as their comments');
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        // Room above and below the wrapped text.
        '& .MuiDataGrid-cell': { paddingBlock: 1, lineHeight: 1.5 },
      }}
    >
      <DataGridPro
        ref={gridRef}
        rows={reviews}
        columns={columns}
        getRowHeight={getRowHeight}
        initialState={{ pinnedColumns: { left: ['product'], right: ['stars'] } }}
        hideFooter
      />
    </Box>
  );
}
