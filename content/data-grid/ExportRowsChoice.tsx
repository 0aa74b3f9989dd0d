import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvGetRowsToExportParams,
  type GridRowId,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(18, 92);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
];

type Choice = (params: GridCsvGetRowsToExportParams) => GridRowId[];
const choices: { label: string; getRowsToExport: Choice }[] = [
  // The rows on the current page, in their current order.
  {
    label: 'This page',
    getRowsToExport: ({ apiRef }) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
  },
  // Every row that passes the filters, ignoring the selection.
  {
    label: 'Filtered rows',
    getRowsToExport: ({ apiRef }) => gridFilteredSortedRowIdsSelector(apiRef),
  },
  // Every row, ignoring filters and selection.
  { label: 'All rows', getRowsToExport: ({ apiRef }) => gridSortedRowIdsSelector(apiRef) },
];

export default function ExportRowsChoice() {
  const gridRef = useGridName('Staff');
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {choices.map((choice) => (
          <Button
            key={choice.label}
            size="small"
            variant="outlined"
            onClick={() =>
              setCsv(apiRef.current.getDataAsCsv({ getRowsToExport: choice.getRowsToExport }))
            }
          >
            {choice.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          initialState={{
            pagination: { paginationModel: { pageSize: 5 } },
            // Starts filtered, so "Filtered rows" and "All rows" differ.
            filter: {
              filterModel: {
                items: [
                  { field: 'department', operator: 'isAnyOf', value: ['Engineering', 'Sales'] },
                ],
              },
            },
          }}
          pageSizeOptions={[5]}
        />
      </Box>
      <TextField
        label="CSV output"
        multiline
        minRows={3}
        maxRows={8}
        value={csv}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </Stack>
  );
}
