import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridRowSpacingParams } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20, 73);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'city', headerName: 'City', width: 120 },
];

// 8 px between rows, none above the first or below the last one of the page.
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 4,
  bottom: params.isLastVisible ? 0 : 4,
});

export default function RowHeightSpacing() {
  const gridRef = useGridName('Employees with spacing between rows');
  const [type, setType] = React.useState<'margin' | 'border'>('margin');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="Type of row spacing"
        value={type}
        onChange={(event) => setType(event.target.value as 'margin' | 'border')}
      >
        <FormControlLabel
          value="margin"
          control={<Radio />}
          label="Margin (gap shows the grid's background)"
        />
        <FormControlLabel
          value="border"
          control={<Radio />}
          label="Border (gap filled by the row's border)"
        />
      </RadioGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={type}
          sx={{
            // Cards on a tinted background; with 'border', the border colour fills the gap.
            backgroundColor: 'action.hover',
            '& .MuiDataGrid-row': {
              backgroundColor: 'background.paper',
              borderColor: 'divider',
              borderBlockStyle: 'solid',
              // No border unless getRowSpacing sets a width (the 'border' type).
              borderBlockWidth: 0,
            },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
