import * as React from 'react';
import Box from '@mui/material/Box';
import Close from '@mui/icons-material/Close';
import Edit from '@mui/icons-material/Edit';
import Save from '@mui/icons-material/Save';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { generateOrders, ORDER_STATUSES, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(20, 19);

export default function EditingRows() {
  const gridRef = useGridName('Orders editable a row at a time');
  const [modes, setModes] = React.useState<GridRowModesModel>({});

  const columns = React.useMemo<GridColDef<Order>[]>(
    () => [
      { field: 'orderNumber', headerName: 'Order', width: 110 },
      { field: 'customer', headerName: 'Customer', width: 160, editable: true },
      { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
      {
        field: 'status',
        headerName: 'Status',
        type: 'singleSelect',
        valueOptions: [...ORDER_STATUSES],
        width: 130,
        editable: true,
      },
      {
        field: 'actions',
        type: 'actions',
        width: 100,
        getActions: ({ id }) =>
          modes[id]?.mode === GridRowModes.Edit
            ? [
                <GridActionsCellItem
                  key="save"
                  icon={<Save />}
                  label="Save"
                  onClick={() => setModes({ ...modes, [id]: { mode: GridRowModes.View } })}
                />,
                <GridActionsCellItem
                  key="cancel"
                  icon={<Close />}
                  label="Cancel"
                  onClick={() =>
                    setModes({
                      ...modes,
                      [id]: { mode: GridRowModes.View, ignoreModifications: true },
                    })
                  }
                />,
              ]
            : [
                <GridActionsCellItem
                  key="edit"
                  icon={<Edit />}
                  label="Edit"
                  onClick={() => setModes({ ...modes, [id]: { mode: GridRowModes.Edit } })}
                />,
              ],
      },
    ],
    [modes],
  );

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={modes}
        onRowModesModelChange={setModes}
        processRowUpdate={(updated) => updated}
        hideFooter
      />
    </Box>
  );
}
