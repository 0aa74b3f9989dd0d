import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Ticket {
  id: number;
  subject: string;
  priority: 'Low' | 'Normal' | 'Urgent';
  status: 'Open' | 'Waiting' | 'Closed';
}

const rows: Ticket[] = [
  { id: 1, subject: 'Refund not received', priority: 'Urgent', status: 'Open' },
  { id: 2, subject: 'Change delivery address', priority: 'Normal', status: 'Closed' },
  { id: 3, subject: 'Wrong size delivered', priority: 'Normal', status: 'Open' },
  { id: 4, subject: 'Card declined twice', priority: 'Urgent', status: 'Waiting' },
  { id: 5, subject: 'Gift wrap request', priority: 'Low', status: 'Open' },
  { id: 6, subject: 'Invoice needs VAT number', priority: 'Normal', status: 'Waiting' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', width: 220 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Low', 'Normal', 'Urgent'],
    width: 110,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Open', 'Waiting', 'Closed'],
    width: 110,
  },
];

const views: Record<string, Omit<GridFilterItem, 'id'>> = {
  'Open tickets': { field: 'status', operator: 'is', value: 'Open' },
  'Waiting on us': { field: 'status', operator: 'is', value: 'Waiting' },
  Urgent: { field: 'priority', operator: 'is', value: 'Urgent' },
};

export default function FilteringApiViews() {
  const gridRef = useGridName('Support tickets');
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridFilterModel>({ items: [] });
  const item = model.items[0];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {Object.entries(views).map(([label, view]) => (
          <Button
            key={label}
            size="small"
            variant="outlined"
            // The free grid keeps one item: reuse the id of the current one (the panel may have
            // created it) so the upsert replaces it instead of adding a second, dropped item.
            onClick={() => apiRef.current.upsertFilterItem({ ...view, id: item?.id ?? 'view' })}
          >
            {label}
          </Button>
        ))}
        <Button size="small" onClick={() => item && apiRef.current.deleteFilterItem(item)}>
          All tickets
        </Button>
        <Button size="small" onClick={() => apiRef.current.showFilterPanel()}>
          Refine…
        </Button>
      </Stack>
      <Typography variant="body2" component="p" role="status" sx={{ m: 0 }}>
        {item ? `Filter: ${item.field} ${item.operator} ${String(item.value ?? '')}` : 'No filter'}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onFilterModelChange={setModel}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
