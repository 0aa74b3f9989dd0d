import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(4, 85);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'department', headerName: 'Department', width: 130 },
  // Hidden in the grid and excluded from the export menu, yet `fields` can still export it.
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, disableExport: true },
];

export default function ExportColumnsChoice() {
  const gridRef = useGridName('Employees with a choice of exported columns');
  const apiRef = useGridApiRef();
  const [chosen, setChosen] = React.useState<string[]>(['name', 'department']);
  const [headers, setHeaders] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  // Recompute the preview after the grid has mounted and whenever the choice changes.
  React.useEffect(() => {
    setCsv(apiRef.current.getDataAsCsv({ fields: chosen, includeHeaders: headers }));
  }, [apiRef, chosen, headers]);

  const toggle = (field: string) =>
    setChosen((previous) =>
      previous.includes(field) ? previous.filter((item) => item !== field) : [...previous, field],
    );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 240 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ columns: { columnVisibilityModel: { salary: false } } }}
          hideFooter
        />
      </Box>
      <FormControl component="fieldset">
        <FormLabel component="legend">Columns to export, in the order you tick them</FormLabel>
        <FormGroup row>
          {columns.map((column) => (
            <FormControlLabel
              key={column.field}
              control={
                <Checkbox
                  checked={chosen.includes(column.field)}
                  onChange={() => toggle(column.field)}
                />
              }
              label={column.headerName}
            />
          ))}
          <FormControlLabel
            control={
              <Checkbox checked={headers} onChange={(event) => setHeaders(event.target.checked)} />
            }
            label="Header line"
          />
        </FormGroup>
      </FormControl>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="CSV preview"
        sx={{
          margin: 0,
          padding: 1.5,
          minHeight: 48,
          overflow: 'auto',
          fontSize: 13,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {csv || '(no columns chosen)'}
      </Box>
    </Stack>
  );
}
