import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Message {
  id: number;
  from: string;
  subject: string;
}

const inbox: Message[] = [
  { id: 1, from: 'Dana Levi', subject: 'Quarterly figures' },
  { id: 2, from: 'Kofi Mensah', subject: 'Lunch on Thursday?' },
  { id: 3, from: 'Sara Lind', subject: 'Invoice 2024-118' },
  { id: 4, from: 'Tomás Ortega', subject: 'Warehouse visit moved' },
  { id: 5, from: 'Aiko Mori', subject: 'New price list' },
  { id: 6, from: 'Ravi Iyer', subject: 'Holiday cover' },
];

const columns: GridColDef<Message>[] = [
  { field: 'from', headerName: 'From', width: 160 },
  { field: 'subject', headerName: 'Subject', width: 240 },
];

export default function RowSelectionArchive() {
  const gridRef = useGridName('Inbox');
  const [rows, setRows] = React.useState(inbox);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  // Only the rows change: the grid then drops the ids that are gone from the selection.
  const archive = () => {
    const chosen = new Set(selection);
    setRows((current) => current.filter((row) => !chosen.has(row.id)));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" disabled={selection.length === 0} onClick={archive}>
          Archive selected
        </Button>
        <Button size="small" onClick={() => setRows(inbox)} disabled={rows.length === inbox.length}>
          Restore the inbox
        </Button>
        <Typography variant="body2" role="status">
          {rows.length} messages, {selection.length} selected
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
