import './data/license';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { useGridName } from './data/gridName';

interface Course {
  id: number;
  track: string;
  course: string;
  completion: number; // 0 to 1
}

const rows: Course[] = [
  { id: 1, track: 'Onboarding', course: 'Security basics', completion: 0.92 },
  { id: 2, track: 'Onboarding', course: 'Expense policy', completion: 0.74 },
  { id: 3, track: 'Onboarding', course: 'Tools tour', completion: 0.88 },
  { id: 4, track: 'Leadership', course: 'Giving feedback', completion: 0.41 },
  { id: 5, track: 'Leadership', course: 'Running one-on-ones', completion: 0.56 },
  { id: 6, track: 'Data', course: 'Spreadsheet skills', completion: 0.67 },
  { id: 7, track: 'Data', course: 'Intro to SQL', completion: 0.29 },
];

const percent = (value: number) => `${Math.round(value * 100)}%`;

// Leaf rows draw a bar; aggregated cells get params.aggregation and show text only when the
// result isn't a completion rate any more (a count has no unit of the cells).
function CompletionCell(params: GridRenderCellParams<Course, number>) {
  const { value, aggregation, row } = params;
  if (value == null) return null;
  if (aggregation && !aggregation.hasCellUnit) {
    return <Typography variant="body2">{`${value} courses`}</Typography>;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={value * 100}
        aria-label={
          aggregation ? `Average completion: ${percent(value)}` : `${row.course}: ${percent(value)}`
        }
        sx={{ flex: 1 }}
      />
      <Typography variant="body2" component="span" sx={{ minWidth: '3em', textAlign: 'end' }}>
        {percent(value)}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Course>[] = [
  { field: 'track', headerName: 'Track', width: 130 },
  { field: 'course', headerName: 'Course', width: 200 },
  {
    field: 'completion',
    headerName: 'Completion',
    type: 'number',
    width: 220,
    valueFormatter: (value: number | null) => (value == null ? '' : percent(value)),
    renderCell: (params: GridRenderCellParams<Course, number>) => <CompletionCell {...params} />,
  },
];

export default function AggregationCustomRender() {
  const gridRef = useGridName('Course completion by track');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['track'] },
          aggregation: { model: { completion: 'avg' } },
          columns: { columnVisibilityModel: { track: false } },
        }}
        defaultGroupingExpansionDepth={-1}
        sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
        hideFooter
      />
    </Box>
  );
}
