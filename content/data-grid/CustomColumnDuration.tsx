import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFilterInputValue,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Recording {
  id: number;
  title: string;
  speaker: string;
  minutes: number;
  breakMinutes: number;
}

const rows: Recording[] = [
  {
    id: 1,
    title: 'Roasting curves explained',
    speaker: 'Dagny Holm',
    minutes: 85,
    breakMinutes: 10,
  },
  {
    id: 2,
    title: 'Water chemistry for espresso',
    speaker: 'Rafael Mendes',
    minutes: 42,
    breakMinutes: 0,
  },
  {
    id: 3,
    title: 'Cupping without the jargon',
    speaker: 'Yuki Sato',
    minutes: 128,
    breakMinutes: 15,
  },
  { id: 4, title: 'Grinder burr alignment', speaker: 'Olu Adebayo', minutes: 57, breakMinutes: 5 },
  { id: 5, title: 'Green coffee storage', speaker: 'Marta Nowak', minutes: 33, breakMinutes: 0 },
  {
    id: 6,
    title: 'Milk texture, step by step',
    speaker: 'Priya Raman',
    minutes: 96,
    breakMinutes: 10,
  },
];

function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

// Two filters that make sense for durations, both entered in minutes.
function durationOperator(
  value: string,
  label: string,
  test: (cell: number, limit: number) => boolean,
): GridFilterOperator<Recording, number, string> {
  return {
    value,
    label,
    getApplyFilterFn: (item) => {
      const limit = Number(item.value);
      if (item.value === undefined || item.value === '' || Number.isNaN(limit)) return null;
      return (cell) => test(cell, limit);
    },
    InputComponent: GridFilterInputValue,
    InputComponentProps: { type: 'number', label: 'Minutes' },
  };
}

// Everything a duration column needs, in one place: numeric sorting and alignment (from the
// number type), readable text, its own filters and a check on edited values.
const duration: GridColTypeDef<number, string> = {
  type: 'number',
  width: 140,
  valueFormatter: (value: number) => formatDuration(value),
  filterOperators: [
    durationOperator('longerThan', 'longer than', (cell, limit) => cell > limit),
    durationOperator('shorterThan', 'shorter than', (cell, limit) => cell < limit),
  ],
  editable: true,
  description: 'Edited in minutes',
  preProcessEditCellProps: (params) => {
    const minutes = Number(params.props.value);
    return { ...params.props, error: !Number.isInteger(minutes) || minutes < 0 };
  },
};

const columns: GridColDef<Recording>[] = [
  { field: 'title', headerName: 'Recording', flex: 1, minWidth: 210 },
  { field: 'speaker', headerName: 'Speaker', width: 140 },
  { field: 'minutes', headerName: 'Length', ...duration },
  { field: 'breakMinutes', headerName: 'Breaks', ...duration, width: 110 },
];

export default function CustomColumnDuration() {
  const gridRef = useGridName('Workshop recordings');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'minutes', operator: 'longerThan', value: 45 }] },
          },
        }}
        ref={gridRef}
        hideFooter
      />
    </Box>
  );
}
