import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

// Feedback typed by visitors of a public form: some of it looks like spreadsheet formulas.
const rows = [
  { id: 1, author: 'Noor Haddad', comment: 'Great service, thanks!' },
  { id: 2, author: 'anonymous', comment: '=HYPERLINK("https://example.com","Claim refund")' },
  { id: 3, author: 'Tomás Ruiz', comment: '+1 for the new opening hours' },
  { id: 4, author: '@support', comment: 'Please call me back' },
];
const columns: GridColDef[] = [
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 240 },
];

export default function ExportEscapeFormulas() {
  const gridRef = useGridName('Visitor feedback');
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current.getDataAsCsv({ escapeFormulas }));
  }, [apiRef, escapeFormulas]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={escapeFormulas}
            onChange={(event) => setEscapeFormulas(event.target.checked)}
          />
        }
        label="escapeFormulas"
      />
      <Box sx={{ height: 260 }}>
        <DataGrid ref={gridRef} apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <TextField
        label="CSV output"
        multiline
        minRows={5}
        value={csv}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </Stack>
  );
}
