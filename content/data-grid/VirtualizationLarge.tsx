import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { wideGrid } from './data/generate';
import { useGridName } from './data/gridName';

// 100,000 rows × 50 columns. Rows are tiny `{ id }` objects; cells are computed when rendered.
const { rows, columns } = wideGrid(100000, 50);

export default function VirtualizationLarge() {
  const gridRef = useGridName('One hundred thousand generated rows');
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        density="compact"
        initialState={{ pinnedColumns: { left: ['id'] } }}
        ref={gridRef}
      />
    </Box>
  );
}
