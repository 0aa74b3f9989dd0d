import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import {
  DataGrid,
  gridDensitySelector,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Project {
  id: number;
  name: string;
  owner: string;
  progress: number;
  due: Date;
}

// "Today" is fixed so the demo reads the same whenever it is opened.
const TODAY = new Date(2024, 8, 16);

const rows: Project[] = [
  {
    id: 1,
    name: 'Warehouse scanner rollout',
    owner: 'Ines Carvalho',
    progress: 0.82,
    due: new Date(2024, 8, 30),
  },
  {
    id: 2,
    name: 'Supplier portal',
    owner: 'Tomasz Wróbel',
    progress: 0.35,
    due: new Date(2024, 8, 9),
  },
  {
    id: 3,
    name: 'Returns policy rewrite',
    owner: 'Amara Okafor',
    progress: 1,
    due: new Date(2024, 7, 28),
  },
  {
    id: 4,
    name: 'Cold-chain sensors',
    owner: 'Kenji Watanabe',
    progress: 0.58,
    due: new Date(2024, 9, 14),
  },
  {
    id: 5,
    name: 'Carrier rate audit',
    owner: 'Lucía Ferrer',
    progress: 0.12,
    due: new Date(2024, 8, 12),
  },
  {
    id: 6,
    name: 'Pallet label redesign',
    owner: 'Sven Lindqvist',
    progress: 0.94,
    due: new Date(2024, 10, 1),
  },
];

// A component, not a plain function: it may call hooks. Here it reads the grid's density and
// leaves out the bar in compact rows, where it would not fit.
function ProgressCell({ value, row }: GridRenderCellParams<Project, number>) {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const percent = Math.round((value ?? 0) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', height: '100%' }}>
      {density !== 'compact' && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={`${row.name} progress`}
          sx={{ flex: 1 }}
        />
      )}
      <Box component="span" sx={{ minWidth: 40, textAlign: 'end' }}>
        {percent}%
      </Box>
    </Box>
  );
}

const isOverdue = (row: Project) => row.progress < 1 && row.due < TODAY;

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 150 },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 170,
    valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
    // Calling hooks directly in this arrow function would break React's rules of hooks: the grid
    // calls it for each visible cell, and that number changes as users scroll.
    renderCell: (params: GridRenderCellParams<Project, number>) => <ProgressCell {...params} />,
  },
  {
    field: 'due',
    headerName: 'Due',
    type: 'date',
    width: 160,
    // The word says it; the class only adds colour.
    valueFormatter: (value: Date, row) =>
      `${value.toLocaleDateString('en-GB')}${isOverdue(row) ? ' (overdue)' : ''}`,
    cellClassName: (params) => (isOverdue(params.row) ? 'project-overdue' : ''),
  },
];

function DensityToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

export default function ColumnCellComponent() {
  const gridRef = useGridName('Projects');
  return (
    <Box
      sx={(theme) => ({
        height: 380,
        width: '100%',
        '& .project-overdue': { color: 'error.main', fontWeight: 500 },
        ...theme.applyStyles('dark', { '& .project-overdue': { color: 'error.light' } }),
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: DensityToolbar }}
        ref={gridRef}
        hideFooter
      />
    </Box>
  );
}
