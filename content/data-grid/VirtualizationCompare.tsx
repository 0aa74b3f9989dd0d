import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { wideGrid } from './data/generate';
import { useGridName } from './data/gridName';

const { rows, columns } = wideGrid(100, 30);

export default function VirtualizationCompare() {
  const [virtualized, setVirtualized] = React.useState(true);
  const [cells, setCells] = React.useState<number | null>(null);
  const gridRef = React.useRef<HTMLDivElement>(null);
  const nameRef = useGridName('Thirty columns of generated values');

  // Count the cells actually in the DOM after each render.
  React.useEffect(() => {
    const timer = setTimeout(() => {
      setCells(gridRef.current?.querySelectorAll('[role="gridcell"]').length ?? null);
    }, 300);
    return () => clearTimeout(timer);
  }, [virtualized]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={virtualized}
              onChange={(event) => setVirtualized(event.target.checked)}
            />
          }
          label="Virtualisation"
        />
        <Typography variant="body2" aria-live="polite">
          {cells === null
            ? 'Counting cells…'
            : `${cells.toLocaleString('en-US')} of 3,000 cells in the DOM`}
        </Typography>
      </Stack>
      <Box ref={gridRef} sx={{ height: 340 }}>
        <DataGrid
          ref={nameRef}
          rows={rows}
          columns={columns}
          disableVirtualization={!virtualized}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
