import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import {
  DataGrid,
  GridRowEditStopReasons,
  GridRowModes,
  GridToolbarContainer,
  type GridColDef,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { DEPARTMENTS, generateEmployees } from './data/generate';
import { useGridName } from './data/gridName';

interface Person {
  id: number;
  name: string;
  department: string;
  isNew?: boolean;
}

const initialRows: Person[] = generateEmployees(8, 85).map(({ id, name, department }) => ({
  id,
  name,
  department,
}));

const columns: GridColDef<Person>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 150,
    editable: true,
  },
];

const AddContext = React.createContext<() => void>(() => {});

function AddToolbar() {
  const add = React.useContext(AddContext);
  return (
    <GridToolbarContainer>
      <Button size="small" startIcon={<Add />} onClick={add}>
        Add person
      </Button>
    </GridToolbarContainer>
  );
}

export default function RecipeEditingAddRow() {
  const gridRef = useGridName('Employees with an add-row button');
  const [rows, setRows] = React.useState(initialRows);
  const [modes, setModes] = React.useState<GridRowModesModel>({});

  const add = React.useCallback(() => {
    const id = Math.max(0, ...rows.map((row) => row.id)) + 1;
    // The new row starts at the top, already in edit mode, focused on its name.
    setRows((prev) => [{ id, name: '', department: 'Engineering', isNew: true }, ...prev]);
    setModes((prev) => ({ ...prev, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }));
  }, [rows]);

  return (
    <AddContext.Provider value={add}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={modes}
          onRowModesModelChange={setModes}
          processRowUpdate={(row: Person) => {
            const saved = { ...row, isNew: false };
            setRows((prev) => prev.map((r) => (r.id === row.id ? saved : r)));
            return saved;
          }}
          onRowEditStop={({ row, reason }) => {
            // Escape on a row that was never saved removes it.
            if (row.isNew && reason === GridRowEditStopReasons.escapeKeyDown) {
              setRows((prev) => prev.filter((r) => r.id !== row.id));
            }
          }}
          slots={{ toolbar: AddToolbar }}
          hideFooter
        />
      </Box>
    </AddContext.Provider>
  );
}
