import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridColDef,
} from '@mui/x-data-grid';
import { PRODUCTS } from './data/generate';
import { useGridName } from './data/gridName';

const rows = PRODUCTS.map((item, index) => ({ id: index + 1, ...item }));
const columns: GridColDef<(typeof rows)[number]>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180, editable: true },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, editable: true },
];

const editableFields = ['product', 'price'];

export default function EditingCellModes() {
  const gridRef = useGridName('Price list');
  const [selected, setSelected] = React.useState<{ id: number; field: string } | null>(null);
  const [cellModes, setCellModes] = React.useState<GridCellModesModel>({});

  const mode =
    selected && cellModes[selected.id]?.[selected.field]?.mode === GridCellModes.Edit
      ? 'edit'
      : 'view';

  const setMode = (next: GridCellModes, ignoreModifications = false) => {
    if (!selected) return;
    setCellModes({
      ...cellModes,
      [selected.id]: {
        ...cellModes[selected.id],
        [selected.field]:
          next === GridCellModes.Edit ? { mode: next } : { mode: next, ignoreModifications },
      },
    });
  };

  // Runs for clicks and keyboard focus alike: the cell element carries its field, its row the id.
  const handleCellFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    const field = event.currentTarget.dataset.field;
    const id = event.currentTarget.parentElement?.dataset.id;
    if (field && id && editableFields.includes(field)) setSelected({ id: Number(id), field });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ marginBlockEnd: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={!selected || mode === 'edit'}
          // Keep focus in the grid: the editor is opened from outside it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setMode(GridCellModes.Edit)}
        >
          Edit
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={mode === 'view'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setMode(GridCellModes.View)}
        >
          Save
        </Button>
        <Button
          size="small"
          disabled={mode === 'view'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setMode(GridCellModes.View, true)}
        >
          Cancel
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          cellModesModel={cellModes}
          onCellModesModelChange={setCellModes}
          slotProps={{ cell: { onFocus: handleCellFocus } }}
          processRowUpdate={(row) => row}
          hideFooter
        />
      </Box>
    </Box>
  );
}
