import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(12, 84);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'role', headerName: 'Role', width: 180, editable: true },
  { field: 'city', headerName: 'City', width: 130, editable: true },
];

export default function StyleRecipeEditingRow() {
  const gridRef = useGridName('Employees with a highlighted row in edit mode');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        editMode="row"
        hideFooter
        sx={(theme) => ({
          // The row in edit mode gets the row--editing class: a tinted background and a bar on the
          // start side mark it, so it stands out from the rows around it in both colour modes.
          [`& .${gridClasses['row--editing']}`]: {
            boxShadow: `inset 4px 0 0 ${(theme.vars || theme).palette.primary.main}`,
            backgroundColor: (theme.vars || theme).palette.action.selected,
          },
          [`[dir=rtl] & .${gridClasses['row--editing']}`]: {
            boxShadow: `inset -4px 0 0 ${(theme.vars || theme).palette.primary.main}`,
          },
          // The cells being edited keep the page background, so the inputs read as inputs.
          [`& .${gridClasses['cell--editing']}`]: {
            backgroundColor: (theme.vars || theme).palette.background.paper,
          },
        })}
      />
    </Box>
  );
}
