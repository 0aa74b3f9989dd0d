import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridToolbarContainer,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';
import { generateOrders } from './data/generate';
import { useGridName } from './data/gridName';

interface Row {
  id: number | string;
  orderNumber: string;
  category: string;
  quantity: number;
  total: number;
}

const rows: Row[] = generateOrders(60, 75);
const columns: GridColDef<Row>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 140 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

function totalsOf(list: Row[]): Row {
  return {
    id: 'totals',
    orderNumber: `${list.length} orders`,
    category: '',
    quantity: list.reduce((sum, row) => sum + row.quantity, 0),
    total: Math.round(list.reduce((sum, row) => sum + row.total, 0) * 100) / 100,
  };
}

function FilterToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function RowPinningFilteredTotals() {
  const gridRef = useGridName('Orders with a totals row for the rows listed');
  const apiRef = useGridApiRef();
  const [totals, setTotals] = React.useState(() => totalsOf(rows));

  // After every filtering, add up the rows that passed (pinned rows never take part). Once now as
  // well: the grid applied the starting search before this effect subscribed.
  React.useEffect(() => {
    const update = () =>
      setTotals(
        totalsOf(gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model as Row)),
      );
    update();
    return apiRef.current.subscribeEvent('filteredRowsSet', update);
  }, [apiRef]);

  const pinnedRows = React.useMemo<GridPinnedRowsProp<Row>>(() => ({ bottom: [totals] }), [totals]);

  return (
    <Box
      sx={{ height: 400, width: '100%', '& .MuiDataGrid-pinnedRows--bottom': { fontWeight: 600 } }}
    >
      <DataGridPro
        ref={gridRef}
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        slots={{ toolbar: FilterToolbar }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Tea'] } } }}
        hideFooter
      />
    </Box>
  );
}
