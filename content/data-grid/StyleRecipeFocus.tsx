import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20, 78);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function StyleRecipeFocus() {
  const gridRef = useGridName('Employees with a custom focus outline');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          // A thicker ring in the text colour: it stands out on any row background, in both
          // colour modes, including selected rows tinted with the primary colour.
          [`& .${gridClasses.cell}:focus, & .${gridClasses.columnHeader}:focus`]: {
            outline: `2px solid ${(theme.vars || theme).palette.text.primary}`,
            outlineOffset: -2,
          },
          // Something inside the cell (a checkbox, an editor) has the focus: a dashed ring.
          [`& .${gridClasses.cell}:focus-within, & .${gridClasses.columnHeader}:focus-within`]: {
            outline: `2px dashed ${(theme.vars || theme).palette.text.secondary}`,
            outlineOffset: -2,
          },
        })}
      />
    </Box>
  );
}
