import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  useGridApiContext,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { useGridName } from './data/gridName';

interface Supplier {
  id: number;
  name: string;
  contact: string;
  email: string;
}

const rows: Supplier[] = [
  { id: 1, name: 'Andes Coffee Co-op', contact: 'Lucía Quispe', email: 'lucia@andes.example' },
  { id: 2, name: 'Kettle Works', contact: 'Tom Whitfield', email: 'tom@kettleworks.example' },
  { id: 3, name: 'Kyoto Ceramics', contact: 'Aya Morita', email: 'aya@kyoto-ceramics.example' },
];

// The toggle column's default header is an unlabelled element; name it with visually hidden text.
const detailToggleColumn: GridColDef = {
  ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  renderHeader: () => (
    <Box
      component="span"
      sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
    >
      Details
    </Box>
  ),
};

const columns: GridColDef<Supplier>[] = [
  detailToggleColumn,
  { field: 'name', headerName: 'Supplier', flex: 1, minWidth: 180 },
  { field: 'contact', headerName: 'Contact', width: 150 },
  { field: 'email', headerName: 'Email', width: 230 },
];

// A form in the panel: ordinary inputs, reached with Tab like anywhere on the page.
function SupplierForm({ row }: { row: Supplier }) {
  const apiRef = useGridApiContext();
  const [contact, setContact] = React.useState(row.contact);
  const [email, setEmail] = React.useState(row.email);
  const [saved, setSaved] = React.useState(false);
  const emailInvalid = !/^[^@\s]+@[^@\s]+$/.test(email);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (emailInvalid) return;
    // Pro: updateRows changes the row in place; the grid re-renders it.
    apiRef.current.updateRows([{ id: row.id, contact, email }]);
    setSaved(true);
  };

  return (
    <Box component="form" onSubmit={handleSubmit} sx={{ paddingBlock: 2, paddingInline: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Contact"
          value={contact}
          onChange={(event) => {
            setContact(event.target.value);
            setSaved(false);
          }}
        />
        <TextField
          size="small"
          label="Email"
          value={email}
          error={emailInvalid}
          helperText={emailInvalid ? 'Enter an address like name@example.com' : ' '}
          onChange={(event) => {
            setEmail(event.target.value);
            setSaved(false);
          }}
        />
        <Button type="submit" variant="contained" size="small" disabled={emailInvalid}>
          Save
        </Button>
      </Stack>
      <Typography
        variant="body2"
        component="p"
        role="status"
        sx={{ margin: 0, minHeight: '1.5em' }}
      >
        {saved ? 'Saved.' : ''}
      </Typography>
    </Box>
  );
}

// The panel renders inside the grid's rowgroup, which may only own rows: a row with one cell
// keeps the form's fields valid children for screen readers.
const getDetailPanelContent = ({ row }: GridRowParams<Supplier>) => (
  <div role="row">
    <div role="gridcell">
      <SupplierForm row={row} />
    </div>
  </div>
);
const getDetailPanelHeight = () => 'auto' as const;

export default function MasterDetailForm() {
  const gridRef = useGridName('Suppliers with an edit form in the detail panel');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: [1] } }}
        hideFooter
      />
    </Box>
  );
}
