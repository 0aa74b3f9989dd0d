import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(60, 23);

// Narrow on purpose: the widths come from the rows users open.
const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 80 },
  { field: 'orderNumber', headerName: 'Order', width: 70 },
  { field: 'customer', headerName: 'Customer', width: 70 },
  { field: 'product', headerName: 'Product', width: 70 },
  { field: 'total', headerName: 'Total', type: 'number', width: 70 },
];

export default function ColumnAutosizeGroups() {
  const gridRef = useGridName('Orders by region, columns fitted to the open groups');
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['region'] } },
  });

  React.useEffect(
    () =>
      // Rows inside a collapsed group aren't rendered, so they can't be measured: fit the columns
      // again each time a group opens.
      apiRef.current.subscribeEvent('rowExpansionChange', (node) => {
        if (node.childrenExpanded) {
          void apiRef.current.autosizeColumns({ includeHeaders: true });
        }
      }),
    [apiRef],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        apiRef={apiRef}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={initialState}
        groupingColDef={{ width: 160 }}
        hideFooter
      />
    </Box>
  );
}
