import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

// The toolbar hands its filter button to the grid's parent through a context.
const FilterButtonRef = React.createContext<(button: HTMLButtonElement | null) => void>(() => {});

function Toolbar() {
  const setFilterButton = React.useContext(FilterButtonRef);
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
      <Box sx={{ flexGrow: 1 }} />
      <GridToolbarFilterButton ref={setFilterButton} />
    </GridToolbarContainer>
  );
}

const rows = generateEmployees(30, 67);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function FilteringPanelPosition() {
  const gridRef = useGridName('Staff, with the filter panel under its button');
  const [filterButton, setFilterButton] = React.useState<HTMLButtonElement | null>(null);
  return (
    <FilterButtonRef.Provider value={setFilterButton}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: Toolbar }}
          slotProps={{
            // Until the button exists, the panel keeps its own anchor at the top of the grid.
            panel: filterButton ? { anchorEl: filterButton, placement: 'bottom-end' } : undefined,
          }}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </FilterButtonRef.Provider>
  );
}
