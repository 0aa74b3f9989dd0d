import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Booking {
  id: number;
  guest: string;
  room: string;
  nights: number;
  breakfast: boolean;
}

const initialRows: Booking[] = [
  { id: 1, guest: 'Aiko Yamada', room: 'Garden double', nights: 3, breakfast: true },
  { id: 2, guest: 'Olumide Bello', room: 'Sea-view suite', nights: 5, breakfast: false },
  { id: 3, guest: 'Greta Lindholm', room: 'Single', nights: 1, breakfast: true },
  { id: 4, guest: 'Rafael Duarte', room: 'Garden double', nights: 2, breakfast: false },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 160, editable: true },
  {
    field: 'room',
    headerName: 'Room',
    width: 160,
    editable: true,
    type: 'singleSelect',
    valueOptions: ['Single', 'Garden double', 'Sea-view suite'],
  },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90, editable: true },
  { field: 'breakfast', headerName: 'Breakfast', type: 'boolean', width: 100, editable: true },
];

// Every cell in the model goes back to view mode (which commits its edit)...
function allInView(model: GridCellModesModel): GridCellModesModel {
  const next: GridCellModesModel = {};
  Object.entries(model).forEach(([id, fields]) => {
    next[id] = {};
    Object.keys(fields).forEach((field) => {
      next[id]![field] = { mode: GridCellModes.View };
    });
  });
  return next;
}

export default function RecipeEditingSingleClick() {
  const gridRef = useGridName('Hotel bookings edited with a single click');
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback(
    (params: GridCellParams, event: React.MouseEvent<HTMLElement>) => {
      if (!params.isEditable) return;
      // Clicks inside a menu opened from the cell (the room drop-down) come from a portal.
      if (!event.currentTarget.contains(event.target as Node)) return;
      // ...and the clicked cell opens in edit mode.
      setCellModesModel((previous) => {
        const next = allInView(previous);
        next[params.id] = { ...next[params.id], [params.field]: { mode: GridCellModes.Edit } };
        return next;
      });
    },
    [],
  );

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={initialRows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
