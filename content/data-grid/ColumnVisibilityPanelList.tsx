import Box from '@mui/material/Box';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  type GridColDef,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Ticket {
  id: string;
  subject: string;
  requester: string;
  priority: 'Low' | 'Normal' | 'High';
  assignee: string;
  channel: string;
}

const rows: Ticket[] = [
  {
    id: 'T-2041',
    subject: 'Invoice shows the wrong VAT rate',
    requester: 'Priya Nair',
    priority: 'High',
    assignee: 'Jonas',
    channel: 'Email',
  },
  {
    id: 'T-2042',
    subject: 'Cannot add a second admin',
    requester: 'Tomás Ruiz',
    priority: 'Normal',
    assignee: 'Aiko',
    channel: 'Chat',
  },
  {
    id: 'T-2043',
    subject: 'Export to CSV times out',
    requester: 'Helen Okafor',
    priority: 'High',
    assignee: 'Jonas',
    channel: 'Phone',
  },
  {
    id: 'T-2044',
    subject: 'Change the billing email',
    requester: 'Marek Nowak',
    priority: 'Low',
    assignee: 'Sven',
    channel: 'Email',
  },
  {
    id: 'T-2045',
    subject: 'Two-factor codes arrive late',
    requester: 'Lea Schmidt',
    priority: 'Normal',
    assignee: 'Aiko',
    channel: 'Chat',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 100, hideable: false },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'requester', headerName: 'Requester', width: 140 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
  { field: 'channel', headerName: 'Channel', width: 100 },
];

// The panel lists only what users may hide: not the ticket number, not the checkbox column.
const getTogglableColumns = (all: GridColDef[]) =>
  all
    .filter((column) => column.field !== 'id' && column.field !== GRID_CHECKBOX_SELECTION_FIELD)
    .map((column) => column.field);

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ColumnVisibilityPanelList() {
  const gridRef = useGridName('Support tickets');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{ columns: { columnVisibilityModel: { channel: false } } }}
        slots={{ toolbar: ColumnsToolbar }}
        slotProps={{
          columnsManagement: { getTogglableColumns, disableShowHideToggle: true },
        }}
        hideFooter
      />
    </Box>
  );
}
