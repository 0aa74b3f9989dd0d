import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Venue {
  id: number;
  venue: string;
  city: string;
  access: string;
}

const rows: Venue[] = [
  {
    id: 1,
    venue: 'Harbour Hall',
    city: 'Gothenburg',
    access: 'Loading bay on Skeppsgatan.\nLift to level 2 fits a 2 m case.',
  },
  { id: 2, venue: 'The Printworks', city: 'Leeds', access: 'Ring the night bell after 18:00.' },
  {
    id: 3,
    venue: 'Casa Azul',
    city: 'Valencia',
    access: 'Stage door in the side alley.\nNo parking: unload, then use the Plaza garage.',
  },
  { id: 4, venue: 'Old Tram Depot', city: 'Tampere', access: 'Ground floor only; ramp at gate B.' },
  { id: 5, venue: 'Kino Słońce', city: 'Gdańsk', access: 'Keys from the café next door.' },
  {
    id: 6,
    venue: 'Riverside Barn',
    city: 'Ghent',
    access: 'Gravel track, low bridge (3.1 m).\nCall Mieke on arrival.',
  },
];

// A text area in a popper under the cell, so several lines fit while the row keeps its height.
function MultilineEditCell(props: GridRenderEditCellParams<Venue, string>) {
  const { id, field, value, colDef, hasFocus } = props;
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  // State, not a ref: the popper mounts its content a render later, and focus must follow it.
  const [input, setInput] = React.useState<HTMLTextAreaElement | null>(null);
  const hintId = React.useId();

  React.useLayoutEffect(() => {
    if (hasFocus && input) {
      input.focus();
      // Start at the end of the text, ready to add a line.
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [hasFocus, input]);

  return (
    <Box ref={setAnchor} sx={{ alignSelf: 'flex-start', width: '100%', height: '100%' }}>
      {anchor ? (
        <Popper open anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal' }}>
          <Paper elevation={4} sx={{ p: 1, width: colDef.computedWidth }}>
            <InputBase
              multiline
              minRows={3}
              maxRows={8}
              fullWidth
              value={value ?? ''}
              inputRef={setInput}
              inputProps={{ 'aria-label': colDef.headerName, 'aria-describedby': hintId }}
              onChange={(event) =>
                apiRef.current.setEditCellValue({ id, field, value: event.target.value }, event)
              }
              onKeyDown={(event) => {
                // A plain Enter stays here and adds a line; with Ctrl or ⌘ it reaches the grid,
                // which saves. Escape and Tab reach the grid as usual.
                if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
                  event.stopPropagation();
                }
              }}
            />
            <Typography id={hintId} variant="caption" sx={{ color: 'text.secondary' }}>
              Enter adds a line · Ctrl+Enter (⌘+Enter) saves · Escape cancels
            </Typography>
          </Paper>
        </Popper>
      ) : null}
    </Box>
  );
}

const columns: GridColDef<Venue>[] = [
  { field: 'venue', headerName: 'Venue', width: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'access',
    headerName: 'Access notes',
    width: 340,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Venue, string>) => (
      <MultilineEditCell {...params} />
    ),
  },
];

export default function RecipeEditingMultiline() {
  const gridRef = useGridName('Tour venues with access notes');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
