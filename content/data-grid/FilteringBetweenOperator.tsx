import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  GridToolbarContainer,
  GridToolbarFilterButton,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(80, 71);

// The filter value of this operator is a pair: [lowest, highest]. Either end may be left empty.
type Range = [string, string];

function toRange(value: unknown): Range {
  return Array.isArray(value) ? [String(value[0] ?? ''), String(value[1] ?? '')] : ['', ''];
}

// The panel renders this in place of the usual value field. It receives the current item and
// applyValue, which writes the new item into the filter model.
function RangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef, size, variant } = props;
  const [low, high] = toRange(item.value);

  const update = (next: Range) => applyValue({ ...item, value: next });

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', height: 48 }}>
      <TextField
        label="From"
        type="number"
        size={size}
        variant={variant ?? 'standard'}
        value={low}
        onChange={(event) => update([event.target.value, high])}
        inputRef={focusElementRef}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 90 }}
      />
      <TextField
        label="To"
        type="number"
        size={size}
        variant={variant ?? 'standard'}
        value={high}
        onChange={(event) => update([low, event.target.value])}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 90 }}
      />
    </Box>
  );
}

const betweenOperator: GridFilterOperator<Order, number, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (item) => {
    const [low, high] = toRange(item.value);
    const min = low === '' ? -Infinity : Number(low);
    const max = high === '' ? Infinity : Number(high);
    // Nothing entered yet, or not a number: the item doesn't filter.
    if ((low === '' && high === '') || Number.isNaN(min) || Number.isNaN(max)) return null;
    return (value) => value >= min && value <= max;
  },
  InputComponent: RangeInput,
  // Used by the tooltip of the toolbar's Filters button, which lists the active filters.
  getValueAsString: (value) => {
    const [low, high] = toRange(value);
    return `${low || '…'} – ${high || '…'}`;
  },
};

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  {
    field: 'total',
    headerName: 'Total (€)',
    type: 'number',
    width: 120,
    filterOperators: [betweenOperator, ...getGridNumericOperators()],
  },
];

function FilterToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function FilteringBetweenOperator() {
  const gridRef = useGridName('Orders with a between filter on the total');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'total', operator: 'between', value: ['200', '600'] }],
            },
          },
        }}
        slots={{ toolbar: FilterToolbar }}
        hideFooter
      />
    </Box>
  );
}
