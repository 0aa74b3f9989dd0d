import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(12, 75);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 200 },
];

export default function RowSelectionIndeterminate() {
  const gridRef = useGridName('Mailing list');
  const [action, setAction] = React.useState<'select' | 'deselect'>('deselect');
  // Two rows start selected, so the header checkbox starts half checked.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([2, 5]);
  return (
    <Box sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="What a click on a half-checked box does"
        value={action}
        onChange={(event) => setAction(event.target.value as 'select' | 'deselect')}
      >
        <FormControlLabel value="deselect" control={<Radio />} label="Clear the selection" />
        <FormControlLabel value="select" control={<Radio />} label="Select every row" />
      </RadioGroup>
      <Box sx={{ height: 300 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          indeterminateCheckboxAction={action}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Box>
  );
}
