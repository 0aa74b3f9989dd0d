import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { useGridName } from './data/gridName';

interface Visits {
  id: string;
  museum: string;
  jan: number;
  feb: number;
  mar: number;
}

const rows: Visits[] = [
  { id: 'tate', museum: 'Tate Modern', jan: 310, feb: 298, mar: 355 },
  { id: 'orsay', museum: "Musée d'Orsay", jan: 265, feb: 240, mar: 290 },
  { id: 'prado', museum: 'Museo del Prado', jan: 205, feb: 214, mar: 251 },
  { id: 'rijks', museum: 'Rijksmuseum', jan: 188, feb: 176, mar: 230 },
  { id: 'uffizi', museum: 'Uffizi', jan: 160, feb: 171, mar: 204 },
];

const MONTHS = [
  { field: 'jan', label: 'January' },
  { field: 'feb', label: 'February' },
  { field: 'mar', label: 'March' },
] as const;

const columns: GridColDef<Visits>[] = [
  { field: 'museum', headerName: 'Museum', width: 170 },
  ...MONTHS.map(({ field, label }): GridColDef<Visits> => ({
    field,
    headerName: `${label} (thousands)`,
    type: 'number',
    width: 170,
  })),
];

export default function CellSelectionWholeColumn() {
  const gridRef = useGridName('Museum visitors by month');
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridCellSelectionModel>({});

  const selectColumn = (field: string) => {
    const next: GridCellSelectionModel = {};
    // Every row that passes the filters, in their current order.
    for (const id of gridFilteredSortedRowIdsSelector(apiRef)) {
      next[id] = { [field]: true };
    }
    apiRef.current.setCellSelectionModel(next);
  };

  let total = 0;
  for (const row of rows) {
    for (const { field } of MONTHS) {
      if (model[row.id]?.[field]) total += row[field];
    }
  }

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {MONTHS.map(({ field, label }) => (
          <Button key={field} size="small" onClick={() => selectColumn(field)}>
            Select {label}
          </Button>
        ))}
        <Typography variant="body2" role="status">
          Sum of the selected cells: {total.toLocaleString('en-US')} thousand
        </Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={model}
          onCellSelectionModelChange={setModel}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
