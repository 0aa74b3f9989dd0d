import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

type Reading = { id: number; station: string; date: string; rainfall: number };

const rows: Reading[] = [
  { id: 1, station: 'Bergen', date: '2024-10-01', rainfall: 12.4 },
  { id: 2, station: 'Galway', date: '2024-10-01', rainfall: 8.1 },
  { id: 3, station: 'Porto', date: '2024-10-01', rainfall: 3.6 },
  { id: 4, station: 'Bergen', date: '2024-10-02', rainfall: 19.8 },
  { id: 5, station: 'Galway', date: '2024-10-02', rainfall: 0 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  { field: 'date', headerName: 'Date', width: 130 },
  { field: 'rainfall', headerName: 'Rainfall (mm)', type: 'number', width: 140 },
];

const delimiters = [
  { value: '\t', label: 'Tab (default)' },
  { value: ';', label: 'Semicolon' },
  { value: ' | ', label: 'Vertical bar' },
];

export default function ClipboardDelimiter() {
  const gridRef = useGridName('Rainfall readings');
  const labelId = React.useId();
  const [delimiter, setDelimiter] = React.useState('\t');
  const [copied, setCopied] = React.useState('');
  return (
    <Box sx={{ width: '100%' }}>
      <FormLabel id={labelId}>Between cells</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={delimiter}
        onChange={(event) => setDelimiter(event.target.value)}
      >
        {delimiters.map((option) => (
          <FormControlLabel
            key={option.label}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      <Box sx={{ height: 300 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          clipboardCopyCellDelimiter={delimiter}
          onClipboardCopy={(text) => setCopied(text)}
          hideFooter
        />
      </Box>
      <Typography component="p" variant="body2" sx={{ mt: 1 }}>
        Last copy:
      </Typography>
      <Box
        component="pre"
        aria-live="polite"
        sx={{ m: 0, p: 1, minHeight: 48, bgcolor: 'action.hover', overflowX: 'auto' }}
      >
        {copied.replace(/\t/g, '→') || 'Select rows, then press Ctrl+C.'}
      </Box>
    </Box>
  );
}
