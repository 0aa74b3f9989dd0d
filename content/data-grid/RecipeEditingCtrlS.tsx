import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridRowModes,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Book {
  id: number;
  title: string;
  author: string;
  pages: number;
}

const books: Book[] = [
  { id: 1, title: 'The Salt Road', author: 'Inês Moura', pages: 312 },
  { id: 2, title: 'Winter Harbour', author: 'Jonas Berg', pages: 248 },
  { id: 3, title: 'A Map of Small Rivers', author: 'Amara Obi', pages: 407 },
  { id: 4, title: 'Glass Orchards', author: 'Leila Haddad', pages: 199 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 220, editable: true },
  { field: 'author', headerName: 'Author', width: 160, editable: true },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100, editable: true },
];

export default function RecipeEditingCtrlS() {
  const gridRef = useGridName('Books, editable a row at a time');
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState(
    'Double-click a row, change it, then press Ctrl+S (⌘+S on macOS).',
  );

  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    const isSave = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's';
    if (!isSave || apiRef.current.getRowMode(params.id) !== GridRowModes.Edit) return;
    event.preventDefault(); // no "Save page" dialog
    event.defaultMuiPrevented = true;
    apiRef.current.stopRowEditMode({ id: params.id });
  };

  const processRowUpdate = (updated: Book) => {
    setMessage(`Saved “${updated.title}”.`);
    return updated;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={books}
          columns={columns}
          editMode="row"
          processRowUpdate={processRowUpdate}
          onCellKeyDown={handleCellKeyDown}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
