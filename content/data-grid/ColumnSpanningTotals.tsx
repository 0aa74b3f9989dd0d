import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Line {
  id: string;
  item: string;
  hours: number | null;
  rate: number | null;
  amount: number;
}

const lines: Line[] = [
  { id: 'l1', item: 'Discovery workshop', hours: 6, rate: 120, amount: 720 },
  { id: 'l2', item: 'Interface design', hours: 24, rate: 110, amount: 2640 },
  { id: 'l3', item: 'Front-end build', hours: 40, rate: 100, amount: 4000 },
  { id: 'subtotal', item: 'Subtotal', hours: null, rate: null, amount: 7360 },
  { id: 'tax', item: 'VAT 20%', hours: null, rate: null, amount: 1472 },
];

const isSummary = (row: Line) => row.id === 'subtotal' || row.id === 'tax';

const columns: GridColDef<Line>[] = [
  // Summary rows stretch their label over the item, hours and rate columns.
  {
    field: 'item',
    headerName: 'Item',
    flex: 1,
    minWidth: 160,
    colSpan: (_value, row) => (isSummary(row) ? 3 : 1),
  },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  { field: 'rate', headerName: 'Rate', type: 'number', width: 90 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
];

export default function ColumnSpanningTotals() {
  const gridRef = useGridName('Invoice lines with spanned totals');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={lines}
        columns={columns}
        disableColumnMenu
        hideFooter
        getRowClassName={({ row }) => (isSummary(row) ? 'summary' : '')}
        sx={{ '& .summary': { fontWeight: 600 } }}
      />
    </Box>
  );
}
