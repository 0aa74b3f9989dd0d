import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { FIRST_NAMES, generateEmployees, LAST_NAMES, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const initial = generateEmployees(40, 17);
const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function RecipeAddAndScroll() {
  const gridRef = useGridName('Employees with an add-and-scroll button');
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(initial);
  const [pending, setPending] = React.useState<number | null>(null);

  React.useEffect(() => {
    if (pending === null) return;
    // After the new row renders: bring it into view and select it.
    const index = apiRef.current.getRowIndexRelativeToVisibleRows(pending);
    apiRef.current.scrollToIndexes({ rowIndex: index });
    apiRef.current.setRowSelectionModel([pending]);
    setPending(null);
  }, [pending, apiRef]);

  const addRow = () => {
    const id = rows.length + 1;
    const template = initial[id % initial.length]!;
    const name = `${FIRST_NAMES[id % FIRST_NAMES.length]} ${LAST_NAMES[(id * 3) % LAST_NAMES.length]}`;
    setRows((prev) => [...prev, { ...template, id, name }]);
    setPending(id);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {/* The free grid shows 100 rows per page and this demo hides the footer: stop at 100. */}
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={addRow}
        disabled={rows.length >= 100}
      >
        Add a person
      </Button>
      <Box sx={{ height: 320 }}>
        <DataGrid ref={gridRef} apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
