import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Product {
  id: number;
  name: string;
  price: number;
  stock: number;
}

const initialRows: Product[] = [
  { id: 1, name: 'Pour-over kettle', price: 62, stock: 14 },
  { id: 2, name: 'Burr grinder', price: 139, stock: 6 },
  { id: 3, name: 'Glass carafe', price: 29, stock: 31 },
  { id: 4, name: 'Ceramic mug set', price: 36, stock: 22 },
  { id: 5, name: 'Travel tumbler', price: 22, stock: 40 },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
];

export default function RecipeEditingBulk() {
  const gridRef = useGridName('Products with bulk editing');
  // What the server has, and what the grid shows with the user's pending edits.
  const [saved, setSaved] = React.useState(initialRows);
  const [rows, setRows] = React.useState(initialRows);
  const [message, setMessage] = React.useState('');

  const changed = React.useMemo(
    () => new Set(rows.filter((row, index) => row !== saved[index]).map((row) => row.id)),
    [rows, saved],
  );

  // Each committed cell edit only updates the local rows; nothing is sent yet.
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
        <DataGrid
          ref={gridRef}
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
