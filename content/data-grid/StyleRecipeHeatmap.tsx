import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { COUNTRIES, createRandom } from './data/generate';
import { useGridName } from './data/gridName';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] as const;
const random = createRandom(57);

// Sales per country and month, 0–100 units.
const rows = COUNTRIES.slice(0, 6).map((place, index) => ({
  id: index + 1,
  country: place.country,
  ...Object.fromEntries(MONTHS.map((month) => [month, Math.floor(random() * 100)])),
}));

const columns: GridColDef[] = [
  { field: 'country', headerName: 'Country', width: 150 },
  ...MONTHS.map((month): GridColDef => ({
    field: month,
    headerName: month,
    type: 'number',
    width: 80,
  })),
];

// One rule per bucket, each a stronger tint. Declared with a plain return type: written inline in
// `sx`, the spread of a computed object makes TypeScript give up on the union of style types.
function heatStyles(theme: Theme): Record<string, { backgroundColor: string }> {
  return Object.fromEntries(
    [0, 1, 2, 3, 4].map((level) => [
      `& .heat-${level}`,
      { backgroundColor: alpha(theme.palette.success.main, 0.08 + level * 0.1) },
    ]),
  );
}

export default function StyleRecipeHeatmap() {
  const gridRef = useGridName('Monthly figures by country as a heat map');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        getCellClassName={({ value, field }) =>
          field === 'country' ? '' : `heat-${Math.min(4, Math.floor(Number(value) / 20))}`
        }
        sx={heatStyles}
      />
    </Box>
  );
}
