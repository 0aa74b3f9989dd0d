import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, gridRenderContextSelector, useGridApiRef } from '@mui/x-data-grid';
import { wideGrid } from './data/generate';
import { useGridName } from './data/gridName';

const { rows, columns } = wideGrid(100, 8);

export default function VirtualizationBuffer() {
  const gridRef = useGridName('Eight columns of generated values, one hundred rows');
  const apiRef = useGridApiRef();
  const [buffer, setBuffer] = React.useState(150);
  const [rendered, setRendered] = React.useState<string>('');
  const labelId = React.useId();

  // The grid remounts for each buffer (key below): subscribe to the new instance, and read what it
  // has already rendered in case its first event came before this effect.
  React.useEffect(() => {
    const show = ({
      firstRowIndex,
      lastRowIndex,
    }: {
      firstRowIndex: number;
      lastRowIndex: number;
    }) => {
      if (lastRowIndex > 0) {
        setRendered(`Rows ${firstRowIndex + 1} to ${lastRowIndex} of 100 are in the page.`);
      }
    };
    show(gridRenderContextSelector(apiRef));
    return apiRef.current.subscribeEvent('renderedRowsIntervalChange', show);
  }, [apiRef, buffer]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id={labelId} variant="body2">
        Row buffer: {buffer} px
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={buffer}
        min={0}
        max={1200}
        step={150}
        marks
        onChange={(_event, value) => setBuffer(value as number)}
        sx={{ maxWidth: 360 }}
      />
      <Typography variant="body2" role="status">
        {rendered || 'Scroll the grid.'}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGrid
          // rowBufferPx is read when the grid mounts and when scrolling starts or stops.
          key={buffer}
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowBufferPx={buffer}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
