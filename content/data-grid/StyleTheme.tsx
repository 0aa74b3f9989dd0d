import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(30, 56);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

// Theme overrides apply to every grid under the provider; here they extend the page's theme.
const withGridDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDataGrid: {
      defaultProps: { density: 'compact', disableColumnMenu: true },
      styleOverrides: {
        root: { borderRadius: 12, fontSize: 14 },
        columnHeader: { textTransform: 'uppercase', letterSpacing: '0.04em', fontSize: 12 },
      },
    },
  },
});

export default function StyleTheme() {
  const gridRef = useGridName('Orders styled by the theme');
  return (
    <ThemeProvider theme={withGridDefaults}>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </ThemeProvider>
  );
}
