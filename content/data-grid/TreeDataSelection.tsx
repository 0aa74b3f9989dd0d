import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';
import { useGridName } from './data/gridName';

interface Task {
  id: number;
  path: string[];
  hours: number;
}

const rows: Task[] = [
  { id: 1, path: ['Website relaunch'], hours: 0 },
  { id: 2, path: ['Website relaunch', 'Design'], hours: 0 },
  { id: 3, path: ['Website relaunch', 'Design', 'Wireframes'], hours: 16 },
  { id: 4, path: ['Website relaunch', 'Design', 'Visual style'], hours: 24 },
  { id: 5, path: ['Website relaunch', 'Build'], hours: 0 },
  { id: 6, path: ['Website relaunch', 'Build', 'Templates'], hours: 40 },
  { id: 7, path: ['Website relaunch', 'Build', 'Content migration'], hours: 30 },
  { id: 8, path: ['Newsletter'], hours: 0 },
  { id: 9, path: ['Newsletter', 'Write issue 12'], hours: 6 },
];
const columns: GridColDef<Task>[] = [
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100 },
];

const getTreeDataPath = (row: Task) => row.path;
const groupingColDef: DataGridProProps['groupingColDef'] = { headerName: 'Task', width: 280 };

export default function TreeDataSelection() {
  const gridRef = useGridName('Project tasks as a tree with selection');
  const [propagate, setPropagate] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const hours = rows
    .filter((row) => selection.includes(row.id))
    .reduce((sum, row) => sum + row.hours, 0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={propagate} onChange={(event) => setPropagate(event.target.checked)} />
        }
        label="Selecting a parent selects its children, and the reverse"
      />
      <Typography variant="body2" component="p" role="status" sx={{ margin: 0 }}>
        {`${selection.length} rows selected, ${hours} hours of work.`}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          ref={gridRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          rowSelectionPropagation={{ descendants: propagate, parents: propagate }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
