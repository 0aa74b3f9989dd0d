import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridApiEventHandler,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20, 73);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
];

function FocusFooter() {
  const apiRef = useGridApiContext();
  const [message, setMessage] = React.useState('Click a cell or move to one with the arrow keys.');

  // Fires for clicks and keyboard moves alike; the listener goes away with the footer.
  const handleFocus: GridEventListener<'cellFocusIn'> = (params) => {
    const header = params.colDef.headerName ?? params.field;
    setMessage(
      `${header} of ${apiRef.current.getRow<Employee>(params.id)?.name}: ${params.formattedValue}`,
    );
  };
  useGridApiEventHandler(apiRef, 'cellFocusIn', handleFocus);

  return <GridFooterContainer sx={{ paddingInline: 1.5 }}>{message}</GridFooterContainer>;
}

export default function EventsFocusFooter() {
  const gridRef = useGridName('Employees with the focused cell described below');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} slots={{ footer: FocusFooter }} />
    </Box>
  );
}
