import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

type Shift = { id: number; nurse: string; ward: string; start: string; hours: number };

const rows: Shift[] = [
  { id: 1, nurse: 'Amara Okafor', ward: 'Cardiology', start: '07:00', hours: 8 },
  { id: 2, nurse: 'Lukas Brandt', ward: 'Paediatrics', start: '07:00', hours: 12 },
  { id: 3, nurse: 'Sofía Márquez', ward: 'Emergency', start: '15:00', hours: 8 },
  { id: 4, nurse: 'Hiroshi Tanaka', ward: 'Oncology', start: '19:00', hours: 12 },
  { id: 5, nurse: 'Priya Nair', ward: 'Maternity', start: '23:00', hours: 8 },
];

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', width: 160 },
  { field: 'ward', headerName: 'Ward', width: 130 },
  { field: 'start', headerName: 'Starts', width: 90 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
];

export default function AccessibilityGridName() {
  const captionId = React.useId();
  const gridRef = useGridName(captionId, 'aria-labelledby');
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={captionId} component="p" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Night and day shifts, Thursday
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
