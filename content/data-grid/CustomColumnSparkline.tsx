import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { PRODUCTS, createRandom } from './data/generate';
import { useGridName } from './data/gridName';

interface ProductTrend {
  id: number;
  product: string;
  weekly: number[]; // units sold in each of the last 12 weeks
}

const random = createRandom(72);
const rows: ProductTrend[] = PRODUCTS.slice(0, 8).map((item, index) => {
  let units = 20 + index * 6;
  return {
    id: index + 1,
    product: item.product,
    weekly: Array.from({ length: 12 }, () => {
      units = Math.max(0, units + Math.round((random() - 0.45) * 12));
      return units;
    }),
  };
});

const WIDTH = 120;
const HEIGHT = 28;

// A plain SVG line; the grid's text colour, so it reads in light and dark mode.
function Sparkline({ value, row }: GridRenderCellParams<ProductTrend, number[]>) {
  const points = value ?? [];
  const max = Math.max(...points, 1);
  const step = WIDTH / Math.max(points.length - 1, 1);
  const path = points
    .map(
      (units, index) =>
        `${index === 0 ? 'M' : 'L'}${(index * step).toFixed(1)},${(HEIGHT - (units / max) * HEIGHT).toFixed(1)}`,
    )
    .join(' ');
  const first = points[0] ?? 0;
  const last = points[points.length - 1] ?? 0;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={`${row.product}: ${first} units 12 weeks ago, ${last} last week`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      sx={{
        width: WIDTH,
        height: HEIGHT,
        color: 'text.primary',
        display: 'block',
        marginBlock: 'auto',
      }}
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth={1.5} />
    </Box>
  );
}

const columns: GridColDef<ProductTrend>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'weekly',
    headerName: 'Last 12 weeks',
    width: 150,
    sortable: false,
    filterable: false,
    renderCell: (params: GridRenderCellParams<ProductTrend, number[]>) => <Sparkline {...params} />,
    // What CSV export and copy get instead of the picture.
    valueFormatter: (value: number[]) => value.join(' '),
  },
  {
    field: 'lastWeek',
    headerName: 'Last week',
    type: 'number',
    width: 110,
    valueGetter: (_value: never, row) => row.weekly[row.weekly.length - 1] ?? 0,
  },
  {
    field: 'trend',
    headerName: 'Change over 12 weeks',
    type: 'number',
    width: 180,
    valueGetter: (_value: never, row) =>
      (row.weekly[row.weekly.length - 1] ?? 0) - (row.weekly[0] ?? 0),
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value}`,
  },
];

export default function CustomColumnSparkline() {
  const gridRef = useGridName('Weekly sales per product with sparklines');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
