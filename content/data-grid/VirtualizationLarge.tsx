import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { wideGrid } from './data/generate';

// 100,000 rows × 50 columns. Rows are tiny `{ id }` objects; cells are computed when rendered.
const { rows, columns } = wideGrid(100000, 50);

export default function VirtualizationLarge() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        density="compact"
        initialState={{ pinnedColumns: { left: ['id'] } }}
        aria-label="One hundred thousand generated rows"
      />
    </Box>
  );
}
