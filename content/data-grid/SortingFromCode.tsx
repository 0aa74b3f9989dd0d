import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

const PRIORITIES = ['Urgent', 'High', 'Normal', 'Low'] as const;
type Priority = (typeof PRIORITIES)[number];

interface Ticket {
  id: number;
  subject: string;
  priority: Priority;
  openedAt: Date;
}

const subjects = [
  'Invoice shows the wrong VAT rate',
  'Cannot reset my password',
  'Export to CSV times out',
  'Dark mode colours in reports',
  'Two-factor code never arrives',
  'Add a Portuguese translation',
  'Dashboard slow on Mondays',
  'Duplicate charge on card',
];

const rows: Ticket[] = subjects.map((subject, index) => ({
  id: index + 1,
  subject,
  priority: PRIORITIES[(index * 3) % PRIORITIES.length]!,
  openedAt: new Date(2024, 5, 3 + ((index * 5) % 17), 9 + index),
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 110,
    // Users can't sort by clicking this header, but the code below still can.
    sortable: false,
    sortComparator: (a: Priority, b: Priority) => PRIORITIES.indexOf(a) - PRIORITIES.indexOf(b),
  },
  { field: 'openedAt', headerName: 'Opened', type: 'dateTime', width: 190 },
];

const views: Record<string, GridSortModel> = {
  triage: [{ field: 'priority', sort: 'asc' }],
  newest: [{ field: 'openedAt', sort: 'desc' }],
  none: [],
};

export default function SortingFromCode() {
  const gridRef = useGridName('Support tickets sorted from buttons');
  const apiRef = useGridApiRef();
  const [view, setView] = React.useState('triage');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography id="ticket-order-label" variant="body2">
          Order
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          aria-labelledby="ticket-order-label"
          onChange={(_event, next: string | null) => {
            if (next === null) return;
            setView(next);
            apiRef.current.setSortModel(views[next] ?? []);
          }}
        >
          <ToggleButton value="triage">Most urgent first</ToggleButton>
          <ToggleButton value="newest">Newest first</ToggleButton>
          <ToggleButton value="none">As received</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: views.triage } }}
          onSortModelChange={(model) => {
            // A header click changes the order: the toggle no longer describes it.
            const match = Object.keys(views).find(
              (key) => JSON.stringify(views[key]) === JSON.stringify(model),
            );
            setView(match ?? '');
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
