import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { useGridName } from './data/gridName';

interface Product {
  id: number;
  name: string;
  price: number;
  stock: number;
}

const initialRows: Product[] = [
  { id: 1, name: 'Linen apron', price: 34, stock: 18 },
  { id: 2, name: 'Chef knife, 20 cm', price: 89, stock: 7 },
  { id: 3, name: 'Cast-iron pan', price: 54, stock: 12 },
  { id: 4, name: 'Maple chopping board', price: 41, stock: 25 },
  { id: 5, name: 'Knife roll', price: 38, stock: 9 },
  { id: 6, name: 'Oven mitts, pair', price: 19, stock: 33 },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
];

export default function RecipeEditingBulkPaste() {
  const gridRef = useGridName('Kitchen products, edits and pastes saved together');
  // What the server has, and what the grid shows with the user's pending edits.
  const [saved, setSaved] = React.useState(initialRows);
  const [rows, setRows] = React.useState(initialRows);
  const [message, setMessage] = React.useState('');

  const changed = React.useMemo(
    () => new Set(rows.filter((row, index) => row !== saved[index]).map((row) => row.id)),
    [rows, saved],
  );

  // Called for each committed cell edit and for each row a paste changes: it only updates the
  // local rows; nothing is sent yet.
  const processRowUpdate = (newRow: Product) => {
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    setMessage('');
    return newRow;
  };

  const save = () => {
    // One request for every pending change would go here.
    setSaved(rows);
    setMessage(`${changed.size} ${changed.size === 1 ? 'product' : 'products'} saved.`);
  };
  const discard = () => {
    setRows(saved);
    setMessage('Changes discarded.');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" onClick={save} disabled={changed.size === 0}>
          Save changes
        </Button>
        <Button size="small" onClick={discard} disabled={changed.size === 0}>
          Discard
        </Button>
        <Typography variant="body2" component="p" role="status" sx={{ margin: 0 }}>
          {message || (changed.size ? `${changed.size} unsaved` : 'No unsaved changes')}
        </Typography>
      </Stack>
      <Box
        sx={{
          height: 320,
          // Unsaved rows are marked by a bar and, for screen readers, by the status line.
          '& .unsaved': { boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.warning.main}` },
          '[dir=rtl] & .unsaved': {
            boxShadow: (theme) => `inset -4px 0 0 ${theme.palette.warning.main}`,
          },
        }}
      >
        <DataGridPremium
          ref={gridRef}
          cellSelection
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) => (changed.has(params.row.id) ? 'unsaved' : '')}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
