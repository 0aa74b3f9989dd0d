import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Article {
  id: number;
  title: string;
  slug: string;
}

const rows: Article[] = [
  { id: 1, title: 'Ten tips for night hikes', slug: 'night-hikes' },
  { id: 2, title: 'Packing for three days', slug: 'three-day-pack' },
  { id: 3, title: 'Choosing a stove', slug: 'stoves' },
];

// Keeps what the user types in its own state, so the text follows every key even while the
// value sent to the grid waits for the debounce.
function SlugEditCell(props: GridRenderEditCellParams<Article, string> & { debounceMs: number }) {
  const { id, field, value, hasFocus, debounceMs } = props;
  const apiRef = useGridApiContext();
  const [text, setText] = React.useState(value ?? '');
  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useLayoutEffect(() => {
    if (hasFocus) inputRef.current?.focus();
  }, [hasFocus]);
  return (
    <InputBase
      fullWidth
      value={text}
      inputRef={inputRef}
      inputProps={{ 'aria-label': 'URL slug' }}
      sx={{ px: 1 }}
      onChange={(event) => {
        setText(event.target.value);
        void apiRef.current.setEditCellValue({ id, field, value: event.target.value, debounceMs });
      }}
    />
  );
}

export default function EditingDebounce() {
  const gridRef = useGridName('Articles with editable URL slugs');
  const [debounce, setDebounce] = React.useState(true);
  const [checks, setChecks] = React.useState(0);

  const columns = React.useMemo<GridColDef<Article>[]>(
    () => [
      { field: 'title', headerName: 'Title', width: 220 },
      {
        field: 'slug',
        headerName: 'URL slug',
        width: 220,
        editable: true,
        // Stands in for a costly check; it runs each time the grid receives a new value.
        preProcessEditCellProps: (params: GridPreProcessEditCellProps<string, Article>) => {
          setChecks((count) => count + 1);
          return { ...params.props, error: !/^[a-z0-9-]+$/.test(params.props.value ?? '') };
        },
        renderEditCell: (params: GridRenderEditCellParams<Article, string>) => (
          <SlugEditCell {...params} debounceMs={debounce ? 400 : 0} />
        ),
      },
    ],
    [debounce],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch checked={debounce} onChange={(event) => setDebounce(event.target.checked)} />
          }
          label="Debounce by 400 ms"
        />
        <Typography variant="body2" role="status">
          The check ran {checks} {checks === 1 ? 'time' : 'times'}
        </Typography>
      </Stack>
      <Box sx={{ height: 240 }}>
        <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
