import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { wideGrid } from './data/generate';
import { useGridName } from './data/gridName';

const { rows, columns } = wideGrid(40, 30);

export default function ScrollingToColumn() {
  const gridRef = useGridName('Thirty columns of generated values, reachable by name');
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState(columns[25]!.field);

  const jump = () => {
    const colIndex = apiRef.current.getColumnIndex(field);
    if (colIndex < 0) return;
    apiRef.current.scrollToIndexes({ colIndex });
    // Keyboard users continue from the header they asked for.
    apiRef.current.setColumnHeaderFocus(field);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          sx={{ width: 180 }}
        >
          {columns.map((column) => (
            <MenuItem key={column.field} value={column.field}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={jump}>
          Jump to column
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid ref={gridRef} apiRef={apiRef} rows={rows} columns={columns} density="compact" />
      </Box>
    </Stack>
  );
}
