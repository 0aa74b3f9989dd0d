import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20, 83);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150, minWidth: 110, maxWidth: 320 },
  { field: 'email', headerName: 'Email', width: 160, minWidth: 110, maxWidth: 360 },
  { field: 'role', headerName: 'Role', width: 150, minWidth: 110, maxWidth: 320 },
];

const STEP = 40;

// Resizing without a pointer: the column menu (Ctrl+Enter on a header) changes the width.
function ResizeItems({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const column = apiRef.current.getColumn(colDef.field);
  const width = column.computedWidth;
  const min = column.minWidth ?? 50;
  const max = column.maxWidth ?? Infinity;
  if (column.resizable === false) return null;
  const resize = (next: number) => (event: React.MouseEvent<HTMLElement>) => {
    apiRef.current.setColumnWidth(colDef.field, Math.min(max, Math.max(min, next)));
    onClick(event);
  };
  return (
    <>
      <MenuItem onClick={resize(width + STEP)} disabled={width >= max}>
        <ListItemText>{`Wider (now ${Math.round(width)} px)`}</ListItemText>
      </MenuItem>
      <MenuItem onClick={resize(width - STEP)} disabled={width <= min}>
        <ListItemText>Narrower</ListItemText>
      </MenuItem>
    </>
  );
}

function MenuWithResize(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuResizeItems: ResizeItems }}
      slotProps={{ columnMenuResizeItems: { displayOrder: 35 } }}
    />
  );
}

export default function ColumnResizeMenu() {
  const gridRef = useGridName('Employees with column widths set from the menu');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ columnMenu: MenuWithResize }}
        hideFooter
      />
    </Box>
  );
}
