import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import East from '@mui/icons-material/East';
import West from '@mui/icons-material/West';
import {
  DataGridPro,
  GridColumnMenu,
  gridColumnDefinitionsSelector,
  useGridApiContext,
  useGridApiRef,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20, 77);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// The arrows follow the reading direction, so they flip in right-to-left.
const flip = { '[dir=rtl] &': { transform: 'scaleX(-1)' } };

// Moves the column one place earlier (-1) or later (+1) in the order.
function MoveItem({ colDef, onClick, step }: GridColumnMenuItemProps & { step: -1 | 1 }) {
  const apiRef = useGridApiContext();
  const index = apiRef.current.getColumnIndex(colDef.field);
  const count = apiRef.current.getVisibleColumns().length;
  const target = index + step;
  return (
    <MenuItem
      disabled={target < 0 || target >= count}
      onClick={(event) => {
        apiRef.current.setColumnIndex(colDef.field, target);
        onClick(event);
      }}
    >
      <ListItemIcon>
        {step < 0 ? <West fontSize="small" sx={flip} /> : <East fontSize="small" sx={flip} />}
      </ListItemIcon>
      <ListItemText>{step < 0 ? 'Move one column earlier' : 'Move one column later'}</ListItemText>
    </MenuItem>
  );
}

function MoveEarlier(props: GridColumnMenuItemProps) {
  return <MoveItem {...props} step={-1} />;
}
function MoveLater(props: GridColumnMenuItemProps) {
  return <MoveItem {...props} step={1} />;
}

function MenuWithMoves(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuMoveEarlier: MoveEarlier, columnMenuMoveLater: MoveLater }}
      slotProps={{
        columnMenuMoveEarlier: { displayOrder: 40 },
        columnMenuMoveLater: { displayOrder: 41 },
      }}
    />
  );
}

export default function ColumnOrderingMenu() {
  const gridRef = useGridName('Employees with column move commands in the menu');
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState(columns.map((column) => column.headerName).join(', '));

  // Both a drag and setColumnIndex publish columnIndexChange.
  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('columnIndexChange', () => {
        setOrder(
          gridColumnDefinitionsSelector(apiRef)
            .map((column) => column.headerName ?? column.field)
            .join(', '),
        );
      }),
    [apiRef],
  );
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" component="p" role="status" sx={{ marginBlock: 0 }}>
        {`Order: ${order}.`}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ columnMenu: MenuWithMoves }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
