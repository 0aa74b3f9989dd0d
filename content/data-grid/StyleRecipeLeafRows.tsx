import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { useGridName } from './data/gridName';

interface MonthResult {
  id: number;
  store: string;
  month: string;
  result: number;
}

const results: MonthResult[] = [
  { id: 1, store: 'Porto', month: 'April', result: 1250 },
  { id: 2, store: 'Porto', month: 'May', result: -310 },
  { id: 3, store: 'Porto', month: 'June', result: 480 },
  { id: 4, store: 'Braga', month: 'April', result: -95 },
  { id: 5, store: 'Braga', month: 'May', result: -420 },
  { id: 6, store: 'Braga', month: 'June', result: 260 },
  { id: 7, store: 'Faro', month: 'April', result: 90 },
  { id: 8, store: 'Faro', month: 'May', result: 140 },
];

export default function StyleRecipeLeafRows() {
  const gridRef = useGridName('Monthly results by store, losses marked');
  const [leavesOnly, setLeavesOnly] = React.useState(true);
  const columns = React.useMemo<GridColDef<MonthResult>[]>(
    () => [
      { field: 'store', headerName: 'Store', width: 120 },
      { field: 'month', headerName: 'Month', width: 120 },
      {
        field: 'result',
        headerName: 'Result',
        type: 'number',
        width: 130,
        cellClassName: (params) => {
          const isLoss = typeof params.value === 'number' && params.value < 0;
          if (!isLoss) return '';
          return !leavesOnly || params.rowNode.type === 'leaf' ? 'loss' : '';
        },
        // The class alone is colour; the sign in the text carries the meaning too.
        valueFormatter: (value: number) => (value < 0 ? `−${Math.abs(value)}` : String(value)),
      },
    ],
    [leavesOnly],
  );
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={leavesOnly} onChange={(event) => setLeavesOnly(event.target.checked)} />
        }
        label="Mark losses on monthly rows only"
      />
      <Box
        sx={(theme) => ({
          height: 400,
          '& .loss': { color: 'error.main', fontWeight: 600 },
          // The lighter red keeps its contrast on dark backgrounds.
          ...theme.applyStyles('dark', { '& .loss': { color: 'error.light' } }),
          '& .MuiDataGrid-footerCell': { color: 'text.primary' },
        })}
      >
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          ref={gridRef}
          rows={results}
          columns={columns}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['store'] },
            aggregation: { model: { result: 'sum' } },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
