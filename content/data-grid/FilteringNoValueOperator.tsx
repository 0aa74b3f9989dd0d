import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  getGridDateOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Invoice {
  id: number;
  client: string;
  due: Date;
  paid: boolean;
}

// The demo's "today", fixed so the page always shows the same thing.
const TODAY = new Date(2024, 10, 15);

const rows: Invoice[] = [
  { id: 1, client: 'Northwind Books', due: new Date(2024, 10, 2), paid: true },
  { id: 2, client: 'Alder & Finch', due: new Date(2024, 10, 8), paid: false },
  { id: 3, client: 'Brightwater Clinic', due: new Date(2024, 10, 12), paid: false },
  { id: 4, client: 'Kestrel Studio', due: new Date(2024, 10, 14), paid: true },
  { id: 5, client: 'Oakline Logistics', due: new Date(2024, 10, 20), paid: false },
  { id: 6, client: 'Sunny Side Café', due: new Date(2024, 10, 29), paid: false },
  { id: 7, client: 'Tern Robotics', due: new Date(2024, 9, 30), paid: false },
];

// A condition that needs no value: no InputComponent, and requiresFilterValue: false so the
// item stays in the model when the panel closes.
const isOverdue: GridFilterOperator<Invoice, Date> = {
  label: 'is overdue',
  value: 'isOverdue',
  requiresFilterValue: false,
  getApplyFilterFn: () => (value, row) => value != null && value < TODAY && !row.paid,
};

const columns: GridColDef<Invoice>[] = [
  { field: 'client', headerName: 'Client', width: 180 },
  {
    field: 'due',
    headerName: 'Due',
    type: 'date',
    width: 130,
    filterOperators: [isOverdue, ...getGridDateOperators()],
  },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
];

function FilterToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function FilteringNoValueOperator() {
  const gridRef = useGridName('Invoices on 15 November 2024');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'due', operator: 'isOverdue' }] } },
        }}
        slots={{ toolbar: FilterToolbar }}
        hideFooter
      />
    </Box>
  );
}
