import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FitScreen from '@mui/icons-material/FitScreen';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(30, 63);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// Resizes this column to its widest cell (header included), then closes the menu.
function FitColumnItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        void apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FitScreen fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

// A menu written from scratch: the container keeps the grid's keyboard handling
// (arrow keys, Escape and Tab close it) and its labelling by the header's menu button.
function ShortMenu(props: GridColumnMenuProps) {
  const { hideMenu, colDef, open, id, labelledby } = props;
  return (
    <GridColumnMenuContainer
      hideMenu={hideMenu}
      colDef={colDef}
      open={open}
      id={id}
      labelledby={labelledby}
    >
      <GridColumnMenuSortItem colDef={colDef} onClick={hideMenu} />
      <Divider component="li" />
      <FitColumnItem colDef={colDef} onClick={hideMenu} />
      <GridColumnMenuHideItem colDef={colDef} onClick={hideMenu} />
    </GridColumnMenuContainer>
  );
}

export default function ColumnMenuContainer() {
  const gridRef = useGridName('Orders with a custom column menu');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ columnMenu: ShortMenu }}
        hideFooter
      />
    </Box>
  );
}
