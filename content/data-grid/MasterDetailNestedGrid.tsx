import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { generateEmployees, generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const customers = generateEmployees(15, 30).map(({ id, name, city, country }) => ({
  id,
  name,
  city,
  country,
}));
type Customer = (typeof customers)[number];
const orders = generateOrders(120, 31);

// The toggle column's default header is an unlabelled element; name it with visually hidden text.
const detailToggleColumn: GridColDef = {
  ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  renderHeader: () => (
    <Box
      component="span"
      sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
    >
      Details
    </Box>
  ),
};

const customerColumns: GridColDef<Customer>[] = [
  detailToggleColumn,
  { field: 'name', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
];
const orderColumns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

function CustomerOrders({ row }: GridRowParams<Customer>) {
  const gridRef = useGridName(`Orders of ${row.name}`);
  // Each customer "owns" every fifteenth order (one per customer in turn): a stand-in for a
  // per-customer query.
  const own = orders.filter((order) => order.id % customers.length === row.id % customers.length);
  return (
    // A named region: the grid's own aria-label would land on its outer element in 7.22.3,
    // not on the element with role="grid" (see the accessibility page).
    <Box
      role="region"
      aria-label={`Orders of ${row.name}`}
      sx={{ paddingBlock: 1, paddingInline: 2, height: '100%', boxSizing: 'border-box' }}
    >
      <DataGridPro ref={gridRef} density="compact" rows={own} columns={orderColumns} hideFooter />
    </Box>
  );
}

// Defined once, outside the component, so the grid keeps its cache of open panels.
const getDetailPanelContent = (params: GridRowParams<Customer>) => <CustomerOrders {...params} />;
const getDetailPanelHeight = () => 240;

export default function MasterDetailNestedGrid() {
  const gridRef = useGridName('Customers with their orders in detail panels');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={customers}
        columns={customerColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
