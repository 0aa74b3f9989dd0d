import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Task {
  id: number;
  title: string;
  progress: number;
  owner: { name: string; team: string };
  due: Date;
}

const rows: Task[] = [
  {
    id: 1,
    title: 'Migrate the billing tables',
    progress: 0.4,
    owner: { name: 'Rosa Lind', team: 'Data' },
    due: new Date(2024, 11, 6),
  },
  {
    id: 2,
    title: 'Accessibility audit',
    progress: 0.85,
    owner: { name: 'Kwame Boateng', team: 'Design' },
    due: new Date(2024, 11, 13),
  },
  {
    id: 3,
    title: 'Renew certificates',
    progress: 1,
    owner: { name: 'Yuki Sato', team: 'Platform' },
    due: new Date(2024, 10, 29),
  },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', width: 210 },
  {
    field: 'progress',
    headerName: 'Progress',
    width: 140,
    // The bar is for the screen; the export gets "40%".
    valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
    renderCell: (params) => (
      <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', width: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={params.value * 100}
          aria-label={`${params.row.title}: ${params.formattedValue} done`}
          sx={{ width: '100%' }}
        />
      </Box>
    ),
  },
  {
    field: 'owner',
    headerName: 'Owner',
    width: 190,
    valueFormatter: (value: Task['owner']) => `${value.name} (${value.team})`,
  },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
];

export default function ExportCellValues() {
  const gridRef = useGridName('Tasks with progress bars');
  const apiRef = useGridApiRef();
  const [raw, setRaw] = React.useState(false);
  const [csv, setCsv] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={raw}
              onChange={(event) => {
                setRaw(event.target.checked);
                setCsv('');
              }}
            />
          }
          label="Export raw values (ignoreValueFormatterDuringExport)"
        />
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCsv(apiRef.current.getDataAsCsv())}
        >
          Show the CSV
        </Button>
      </Stack>
      <Box sx={{ height: 220 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          ignoreValueFormatterDuringExport={raw}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="CSV of the tasks"
        sx={{
          margin: 0,
          padding: 1.5,
          minHeight: 48,
          overflow: 'auto',
          fontSize: 13,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {csv || 'Press "Show the CSV".'}
      </Box>
    </Stack>
  );
}
