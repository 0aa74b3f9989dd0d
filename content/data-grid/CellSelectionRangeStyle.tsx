import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, gridClasses, type GridColDef } from '@mui/x-data-grid-premium';
import { useGridName } from './data/gridName';

interface Shift {
  id: number;
  nurse: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

const NURSES = ['Adaeze', 'Bruno', 'Chiara', 'Dmitri', 'Esperanza', 'Fumiko', 'Gustav', 'Hana'];
const rows: Shift[] = NURSES.map((nurse, index) => ({
  id: index + 1,
  nurse,
  mon: 8 - (index % 3),
  tue: 6 + (index % 4),
  wed: index % 2 === 0 ? 12 : 0,
  thu: 8,
  fri: 4 + (index % 5),
}));

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', width: 130 },
  ...DAYS.map((day) => ({
    field: day,
    headerName: day[0]!.toUpperCase() + day.slice(1),
    type: 'number' as const,
    width: 80,
  })),
];

export default function CellSelectionRangeStyle() {
  const gridRef = useGridName('Nurse rota by weekday');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{
          cellSelection: { 2: { tue: true, wed: true }, 3: { tue: true, wed: true } },
        }}
        sx={(theme) => {
          const edge = `2px solid ${(theme.vars || theme).palette.primary.main}`;
          return {
            // A frame around each selected block, like a spreadsheet. The range classes name
            // the edges in column order, so "left" is the start side: logical borders keep
            // the frame right in right-to-left layouts.
            [`& .${gridClasses['cell--rangeTop']}`]: { borderBlockStart: edge },
            [`& .${gridClasses['cell--rangeBottom']}`]: { borderBlockEnd: edge },
            [`& .${gridClasses['cell--rangeLeft']}`]: { borderInlineStart: edge },
            [`& .${gridClasses['cell--rangeRight']}`]: { borderInlineEnd: edge },
          };
        }}
        hideFooter
      />
    </Box>
  );
}
