import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(40, 130);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'email', headerName: 'Email', width: 240 },
];

function GridToolbarWithSearch() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function QuickFilterHiddenColumns() {
  const gridRef = useGridName('Staff, with a hidden email column');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['example.com'],
    quickFilterExcludeHiddenColumns: true,
  });
  const searchHidden = filterModel.quickFilterExcludeHiddenColumns === false;
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={searchHidden}
            onChange={(event) =>
              setFilterModel({
                ...filterModel,
                quickFilterExcludeHiddenColumns: !event.target.checked,
              })
            }
          />
        }
        label="Search hidden columns too"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ columns: { columnVisibilityModel: { email: false } } }}
          slots={{ toolbar: GridToolbarWithSearch }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
