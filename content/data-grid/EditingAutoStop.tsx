import * as React from 'react';
import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

const PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const;

interface Ticket {
  id: number;
  subject: string;
  priority: (typeof PRIORITIES)[number];
}

const initialRows: Ticket[] = [
  { id: 1, subject: 'Printer on floor 3 is jammed', priority: 'Normal' },
  { id: 2, subject: 'VPN drops every hour', priority: 'High' },
  { id: 3, subject: 'New starter needs a laptop', priority: 'Low' },
];

function PriorityEditCell({ id, field, value, row }: GridRenderEditCellParams<Ticket, string>) {
  const apiRef = useGridApiContext();
  const handleChange = async (event: React.ChangeEvent<HTMLSelectElement>) => {
    // Wait for the value to be stored, then leave edit mode: one choice, no extra Enter.
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value });
    apiRef.current.stopCellEditMode({ id, field });
  };
  return (
    <NativeSelect
      value={value}
      onChange={handleChange}
      autoFocus
      fullWidth
      inputProps={{ 'aria-label': `Priority of "${row.subject}"` }}
      sx={{ height: '100%', paddingInline: 1 }}
    >
      {PRIORITIES.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </NativeSelect>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 140,
    editable: true,
    renderEditCell: (params) => <PriorityEditCell {...params} />,
  },
];

export default function EditingAutoStop() {
  const gridRef = useGridName('Support tickets');
  const [rows, setRows] = React.useState(initialRows);
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        processRowUpdate={(updated: Ticket) => {
          setRows((old) => old.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
        hideFooter
      />
    </Box>
  );
}
