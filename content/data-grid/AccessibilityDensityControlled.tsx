import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30, 76);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'city', headerName: 'City', width: 120 },
];

const choices: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

function DensityToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

export default function AccessibilityDensityControlled() {
  const gridRef = useGridName('Team members');
  // In an app this would come from, and be saved to, the user's settings.
  const [density, setDensity] = React.useState<GridDensity>('comfortable');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControl>
        <FormLabel id="row-spacing-label">Row spacing</FormLabel>
        <RadioGroup
          row
          aria-labelledby="row-spacing-label"
          value={density}
          onChange={(event) => setDensity(event.target.value as GridDensity)}
        >
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.value}
              value={choice.value}
              control={<Radio size="small" />}
              label={choice.label}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          // The toolbar's selector changes the same value, so both controls stay in step.
          onDensityChange={setDensity}
          slots={{ toolbar: DensityToolbar }}
          ref={gridRef}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
