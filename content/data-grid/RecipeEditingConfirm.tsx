import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20, 86);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130, editable: true },
];

interface Pending {
  updated: Employee;
  original: Employee;
  resolve: (row: Employee) => void;
}

export default function RecipeEditingConfirm() {
  const gridRef = useGridName('Employees with confirmed salary changes');
  const [pending, setPending] = React.useState<Pending | null>(null);

  // processRowUpdate may return a promise: the grid waits for the user's answer.
  const processRowUpdate = (updated: Employee, original: Employee) =>
    updated.salary === original.salary
      ? original
      : new Promise<Employee>((resolve) => setPending({ updated, original, resolve }));

  const answer = (keep: boolean) => {
    pending?.resolve(keep ? pending.updated : pending.original);
    setPending(null);
  };

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        hideFooter
      />
      <Dialog
        open={Boolean(pending)}
        onClose={() => answer(false)}
        aria-labelledby="confirm-salary-title"
      >
        <DialogTitle id="confirm-salary-title">Change salary?</DialogTitle>
        <DialogContent>
          {pending &&
            `${pending.original.name}: $${pending.original.salary.toLocaleString('en-US')} → $${pending.updated.salary.toLocaleString('en-US')}`}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Keep old value</Button>
          <Button onClick={() => answer(true)} variant="contained">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
