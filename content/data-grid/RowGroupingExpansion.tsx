import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridGroupNode } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(250, 78);
const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];

// Only the Europe region starts open; its countries and the other regions start closed.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.groupingField === 'region' && node.groupingKey === 'Europe';

export default function RowGroupingExpansion() {
  const gridRef = useGridName('Customers by region and country');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        initialState={{ rowGrouping: { model: ['region', 'country'] } }}
        hideFooter
      />
    </Box>
  );
}
