import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30, 100);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];
const FIELDS = new Set(columns.map((column) => column.field));

function toParam(model: GridSortModel): string {
  return model
    .filter((item) => item.sort)
    .map((item) => `${item.field}:${item.sort}`)
    .join(',');
}

// Anything that isn't "known field:asc|desc" is dropped: links can be edited by hand. The free
// grid sorts by one column, so only the first valid part is kept.
function fromParam(param: string): GridSortModel {
  const items: GridSortModel = param.split(',').flatMap((part) => {
    const [field, sort] = part.trim().split(':');
    return field && FIELDS.has(field) && (sort === 'asc' || sort === 'desc')
      ? [{ field, sort }]
      : [];
  });
  return items.slice(0, 1);
}

export default function SortingInLink() {
  const gridRef = useGridName('Employees sorted from a link parameter');
  const [sortModel, setSortModel] = React.useState<GridSortModel>(fromParam('startDate:desc'));
  const [draft, setDraft] = React.useState('startDate:desc');

  const handleSortModelChange = (model: GridSortModel) => {
    setSortModel(model);
    setDraft(toParam(model));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label="sort= in the link"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ flex: 1, maxWidth: 320 }}
        />
        <Button variant="outlined" onClick={() => setSortModel(fromParam(draft))}>
          Open the link
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={handleSortModelChange}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
