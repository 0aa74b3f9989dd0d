import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { useGridName } from './data/gridName';

type Quarter = { id: string; line: string; q1: number; q2: number; q3: number; q4: number };

const rows: Quarter[] = [
  { id: 'rent', line: 'Rent', q1: 18000, q2: 18000, q3: 18600, q4: 18600 },
  { id: 'salaries', line: 'Salaries', q1: 96500, q2: 97200, q3: 101400, q4: 102000 },
  { id: 'cloud', line: 'Cloud hosting', q1: 7400, q2: 8150, q3: 8900, q4: 9600 },
  { id: 'travel', line: 'Travel', q1: 3200, q2: 5100, q3: 1900, q4: 4400 },
  { id: 'training', line: 'Training', q1: 2500, q2: 0, q3: 3800, q4: 1200 },
];

const money = (value: number) => value.toLocaleString('en-US');

const columns: GridColDef<Quarter>[] = [
  { field: 'line', headerName: 'Cost line', width: 140 },
  ...(['q1', 'q2', 'q3', 'q4'] as const).map<GridColDef<Quarter>>((field) => ({
    field,
    headerName: field.toUpperCase(),
    type: 'number',
    width: 110,
  })),
];

export default function CellSelectionControlled() {
  const gridRef = useGridName('Cost lines by quarter');
  const [model, setModel] = React.useState<GridCellSelectionModel>({
    cloud: { q1: true, q2: true, q3: true, q4: true },
  });
  // Add up the selected cells that hold numbers.
  let count = 0;
  let sum = 0;
  for (const row of rows) {
    for (const [field, selected] of Object.entries(model[row.id] ?? {})) {
      const value = row[field as keyof Quarter];
      if (selected && typeof value === 'number') {
        count += 1;
        sum += value;
      }
    }
  }
  return (
    <Box sx={{ width: '100%' }}>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {count === 0
          ? 'Select cells to add them up.'
          : `${count} amount(s) selected, total ${money(sum)}`}
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          ref={gridRef}
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={model}
          onCellSelectionModelChange={setModel}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
