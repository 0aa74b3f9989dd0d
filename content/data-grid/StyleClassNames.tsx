import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface BudgetLine {
  id: number;
  team: string;
  budget: number;
  spent: number;
}

const rows: BudgetLine[] = [
  { id: 1, team: 'Customer support', budget: 48000, spent: 45200 },
  { id: 2, team: 'Data platform', budget: 120000, spent: 131500 },
  { id: 3, team: 'Design', budget: 36000, spent: 29900 },
  { id: 4, team: 'Field sales', budget: 90000, spent: 97250 },
  { id: 5, team: 'Finance', budget: 28000, spent: 27400 },
  { id: 6, team: 'Legal', budget: 40000, spent: 18600 },
  { id: 7, team: 'Marketing', budget: 75000, spent: 81900 },
  { id: 8, team: 'Recruiting', budget: 32000, spent: 30750 },
];

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<BudgetLine>[] = [
  { field: 'team', headerName: 'Team', width: 170 },
  {
    field: 'budget',
    headerName: 'Budget',
    type: 'number',
    width: 120,
    headerClassName: 'money-header',
    valueFormatter: (value: number) => money.format(value),
  },
  {
    field: 'spent',
    headerName: 'Spent',
    type: 'number',
    width: 120,
    headerClassName: 'money-header',
    valueFormatter: (value: number) => money.format(value),
  },
  {
    field: 'left',
    headerName: 'Left',
    type: 'number',
    width: 120,
    headerClassName: 'money-header',
    valueGetter: (_value, row) => row.budget - row.spent,
    valueFormatter: (value: number) => money.format(value),
    // A class per cell, from the cell's own value.
    cellClassName: (params: GridCellParams<BudgetLine, number>) =>
      (params.value ?? 0) < 0 ? 'amount--negative' : '',
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    valueGetter: (_value, row) => (row.spent > row.budget ? 'Over budget' : 'Within budget'),
  },
];

export default function StyleClassNames() {
  const gridRef = useGridName('Team budgets for the year');
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        '& .money-header': { bgcolor: 'action.selected' },
        '& .money-header .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
        '& .row--odd': { bgcolor: 'action.hover' },
        // A logical border, so the marker moves to the right in right-to-left pages.
        '& .row--over .MuiDataGrid-cell[data-field="team"]': {
          borderInlineStart: `4px solid ${theme.palette.error.main}`,
        },
        '& .amount--negative, & .cell--alert': { color: 'error.main', fontWeight: 600 },
        ...theme.applyStyles('dark', {
          '& .amount--negative, & .cell--alert': { color: 'error.light' },
        }),
      })}
    >
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        // A class per row: stripes from the row's position on the page, a marker from its data.
        getRowClassName={({ indexRelativeToCurrentPage, row }) =>
          [
            indexRelativeToCurrentPage % 2 === 1 ? 'row--odd' : '',
            row.spent > row.budget ? 'row--over' : '',
          ].join(' ')
        }
        // A class for any cell, decided by the grid-level callback.
        getCellClassName={(params) =>
          params.field === 'status' && params.row.spent > params.row.budget ? 'cell--alert' : ''
        }
        hideFooter
      />
    </Box>
  );
}
