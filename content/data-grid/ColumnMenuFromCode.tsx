import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridColumnMenu,
  GridToolbarContainer,
  useGridApiContext,
  useGridApiEventHandler,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Incident {
  id: number;
  service: string;
  severity: 'Low' | 'Medium' | 'High';
  minutes: number;
  note: string;
}

const rows: Incident[] = [
  { id: 1, service: 'Checkout', severity: 'High', minutes: 42, note: 'Payment provider timeouts' },
  { id: 2, service: 'Search', severity: 'Low', minutes: 8, note: 'Slow suggestions in one region' },
  {
    id: 3,
    service: 'Login',
    severity: 'Medium',
    minutes: 19,
    note: 'Expired certificate on a node',
  },
  { id: 4, service: 'Emails', severity: 'Low', minutes: 65, note: 'Queue backed up overnight' },
  { id: 5, service: 'Checkout', severity: 'Medium', minutes: 12, note: 'Coupon service errors' },
];

const columns: GridColDef<Incident>[] = [
  { field: 'service', headerName: 'Service', width: 130 },
  {
    field: 'severity',
    headerName: 'Severity',
    type: 'singleSelect',
    valueOptions: ['Low', 'Medium', 'High'],
    width: 110,
  },
  { field: 'minutes', headerName: 'Minutes down', type: 'number', width: 130 },
  { field: 'note', headerName: 'Note', flex: 1, minWidth: 220 },
];

// One menu component for every header; the free-text note column keeps only the column items.
function PerColumnMenu(props: GridColumnMenuProps) {
  if (props.colDef.field === 'note') {
    return (
      <GridColumnMenu {...props} slots={{ columnMenuSortItem: null, columnMenuFilterItem: null }} />
    );
  }
  return <GridColumnMenu {...props} />;
}

// Opens the menu of the column the user was last in.
function ColumnOptionsToolbar() {
  const apiRef = useGridApiContext();
  const lastField = React.useRef<string | null>(null);
  const [label, setLabel] = React.useState('Options for this column');
  useGridApiEventHandler(apiRef, 'cellFocusIn', (params) => {
    lastField.current = params.field;
    setLabel(`Options for ${params.colDef.headerName ?? params.field}`);
  });
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => {
          if (lastField.current) apiRef.current.showColumnMenu(lastField.current);
        }}
      >
        {label}
      </Button>
    </GridToolbarContainer>
  );
}

export default function ColumnMenuFromCode() {
  const gridRef = useGridName('Incidents this week');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ columnMenu: PerColumnMenu, toolbar: ColumnOptionsToolbar }}
        hideFooter
      />
    </Box>
  );
}
