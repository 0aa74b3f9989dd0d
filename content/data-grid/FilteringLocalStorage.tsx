import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridToolbar, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(80, 140);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const STORAGE_KEY = 'docs-demo-order-filters';
const EMPTY: GridFilterModel = { items: [] };

function readStored(): GridFilterModel {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridFilterModel) : EMPTY;
  } catch {
    return EMPTY;
  }
}

export default function FilteringLocalStorage() {
  const gridRef = useGridName('Orders; filters survive a reload');
  // Read storage after mounting: the page is rendered on the server, where there is no window.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(EMPTY);
  React.useEffect(() => setFilterModel(readStored()), []);

  const handleChange = (model: GridFilterModel) => {
    setFilterModel(model);
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(model));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        sx={{ marginBlockEnd: 1 }}
        onClick={() => {
          window.localStorage.removeItem(STORAGE_KEY);
          setFilterModel(EMPTY);
        }}
      >
        Forget saved filters
      </Button>
      <Box sx={{ height: 380 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={handleChange}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25]}
        />
      </Box>
    </Box>
  );
}
