import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import {
  DataGrid,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(25);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const LastAction = React.createContext<(text: string) => void>(() => {});

function DescribeItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const report = React.useContext(LastAction);
  return (
    <MenuItem
      onClick={(event) => {
        report(
          `"${colDef.headerName}" reads the "${colDef.field}" field (type ${colDef.type ?? 'string'}).`,
        );
        onClick(event);
      }}
    >
      <ListItemIcon>
        <ContentCopy fontSize="small" />
      </ListItemIcon>
      <ListItemText>Describe column</ListItemText>
    </MenuItem>
  );
}

function MenuWithDescribe(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuDescribeItem: DescribeItem }}
      slotProps={{ columnMenuDescribeItem: { displayOrder: 15 } }}
    />
  );
}

export default function ColumnMenuCustomItem() {
  const gridRef = useGridName('Orders with a custom column menu item');
  const [message, setMessage] = React.useState('Open a column menu and pick "Describe column".');
  return (
    <LastAction.Provider value={setMessage}>
      <Box sx={{ width: '100%' }}>
        <Typography variant="body2" sx={{ marginBlockEnd: 1 }} aria-live="polite">
          {message}
        </Typography>
        <Box sx={{ height: 300 }}>
          <DataGrid
            ref={gridRef}
            rows={rows}
            columns={columns}
            slots={{ columnMenu: MenuWithDescribe }}
            hideFooter
          />
        </Box>
      </Box>
    </LastAction.Provider>
  );
}
