import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  type GridColDef,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

const quarters = [
  '2023 Q1',
  '2023 Q2',
  '2023 Q3',
  '2023 Q4',
  '2024 Q1',
  '2024 Q2',
  '2024 Q3',
  '2024 Q4',
];
const fieldOf = (quarter: string) => `q${quarter.replace(' Q', '_')}`;

type Store = { id: number; store: string } & Record<string, number | string>;

const stores = ['Leeds', 'Porto', 'Gdańsk', 'Tampere', 'Ghent'];
const rows: Store[] = stores.map((store, index) => ({
  id: index + 1,
  store,
  ...Object.fromEntries(
    quarters.map((quarter, q) => [fieldOf(quarter), 80 + ((index * 37 + q * 53) % 90)]),
  ),
}));

const columns: GridColDef<Store>[] = [
  { field: 'store', headerName: 'Store', width: 110, hideable: false },
  ...quarters.map<GridColDef<Store>>((quarter) => ({
    field: fieldOf(quarter),
    headerName: quarter,
    description: `Sales in ${quarter}, thousands of euros`,
    type: 'number',
    width: 95,
  })),
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ColumnVisibilityToggleFiltered() {
  const gridRef = useGridName('Sales by store and quarter');
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        slotProps={{
          // Type "2023" in the panel's search: "Show/Hide all" then acts on those four columns only.
          columnsManagement: { toggleAllMode: 'filteredOnly' },
        }}
        hideFooter
      />
    </Box>
  );
}
