import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  gridColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { useGridName } from './data/gridName';

type Currency = 'USD' | 'EUR';

interface Part {
  id: number;
  part: string;
  supplier: string;
  inStock: number;
  priceUsd: number;
}

const rows: Part[] = [
  { id: 1, part: 'Brass hinge, 75 mm', supplier: 'Holm & Sons', inStock: 420, priceUsd: 3.2 },
  { id: 2, part: 'Oak drawer front', supplier: 'Ridgeway Timber', inStock: 38, priceUsd: 27.5 },
  { id: 3, part: 'Soft-close runner pair', supplier: 'Kessler GmbH', inStock: 96, priceUsd: 14.9 },
  { id: 4, part: 'Walnut knob', supplier: 'Ridgeway Timber', inStock: 210, priceUsd: 4.75 },
  { id: 5, part: 'Shelf pin, pack of 20', supplier: 'Holm & Sons', inStock: 1250, priceUsd: 2.1 },
  { id: 6, part: 'Glass door panel', supplier: 'Clearview Glass', inStock: 12, priceUsd: 58 },
];

const RATE: Record<Currency, number> = { USD: 1, EUR: 0.92 };

// The columns depend on the currency, so a new array is built each time it changes.
function buildColumns(currency: Currency): GridColDef<Part>[] {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return [
    { field: 'part', headerName: 'Part', width: 200 },
    { field: 'supplier', headerName: 'Supplier', width: 150 },
    { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
    {
      field: 'price',
      headerName: `Price (${currency})`,
      type: 'number',
      width: 120,
      valueGetter: (_value, row) => row.priceUsd * RATE[currency],
      valueFormatter: (value: number) => format.format(value),
    },
  ];
}

export default function RecipeColumnLayoutKept() {
  const apiRef = useGridApiRef();
  const gridRef = useGridName('Parts with prices in the chosen currency');
  const [currency, setCurrency] = React.useState<Currency>('USD');
  const [remember, setRemember] = React.useState(true);
  // What the user changed, kept outside the grid. Refs: storing them must not rebuild the columns.
  const widths = React.useRef<Record<string, number>>({});
  const order = React.useRef<string[]>([]);

  const columns = React.useMemo(() => {
    const built = buildColumns(currency);
    if (!remember) {
      return built;
    }
    const withWidths = built.map((column) =>
      widths.current[column.field] ? { ...column, width: widths.current[column.field] } : column,
    );
    const position = (field: string) => {
      const index = order.current.indexOf(field);
      return index === -1 ? Number.MAX_SAFE_INTEGER : index;
    };
    return withWidths.sort((a, b) => position(a.field) - position(b.field));
  }, [currency, remember]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={currency}
          onChange={(_event, value: Currency | null) => value && setCurrency(value)}
          aria-label="Currency"
        >
          <ToggleButton value="USD">USD</ToggleButton>
          <ToggleButton value="EUR">EUR</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          }
          label="Keep my widths and column order"
        />
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGridPro
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnWidthChange={(params) => {
            widths.current[params.colDef.field] = params.width;
          }}
          onColumnOrderChange={() => {
            order.current = gridColumnFieldsSelector(apiRef);
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
