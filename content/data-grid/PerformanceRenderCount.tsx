import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Shipment {
  id: number;
  reference: string;
  carrier: string;
  parcels: number;
}

const carriers = ['Nordlink', 'Pacer Freight', 'Bluewing Air', 'Castle Couriers'];
const rows: Shipment[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  reference: `SHP-${String(3100 + index * 7)}`,
  carrier: carriers[index % carriers.length] ?? 'Nordlink',
  parcels: ((index * 5) % 9) + 1,
}));

// Shows the cell's value and how many times React has committed this cell's content.
function CountedValue({ value }: { value: React.ReactNode }) {
  const renders = React.useRef(0);
  const countRef = React.useRef<HTMLSpanElement>(null);
  React.useEffect(() => {
    renders.current += 1;
    if (countRef.current) {
      countRef.current.textContent = `×${renders.current}`;
    }
  });
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline' }}>
      {value}
      <Box
        component="span"
        ref={countRef}
        title="Renders of this cell"
        sx={{ color: 'text.secondary', fontSize: '0.75rem' }}
      />
    </Box>
  );
}

const renderCounted = (params: GridRenderCellParams) => (
  <CountedValue value={params.formattedValue ?? params.value} />
);

function buildColumns(): GridColDef<Shipment>[] {
  return [
    { field: 'reference', headerName: 'Reference', width: 150, renderCell: renderCounted },
    { field: 'carrier', headerName: 'Carrier', width: 170, renderCell: renderCounted },
    {
      field: 'parcels',
      headerName: 'Parcels',
      type: 'number',
      width: 110,
      renderCell: renderCounted,
    },
  ];
}

// Built once, at module level: the same array on every render.
const stableColumns = buildColumns();

export default function PerformanceRenderCount() {
  const gridRef = useGridName('Shipments, each cell with its render count');
  const [parentRenders, setParentRenders] = React.useState(1);
  const [inline, setInline] = React.useState(false);
  // With the switch on, a new array on every render of this component, as an inline prop would be.
  const columns = inline ? buildColumns() : stableColumns;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setParentRenders((n) => n + 1)}>
          Re-render the parent
        </Button>
        <FormControlLabel
          control={
            <Switch checked={inline} onChange={(event) => setInline(event.target.checked)} />
          }
          label="New columns array on every render"
        />
        <Typography variant="body2">Parent rendered {parentRenders} times</Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
