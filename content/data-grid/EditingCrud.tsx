import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import Save from '@mui/icons-material/Save';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowEditStopReasons,
  GridRowModes,
  GridToolbarContainer,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
  type GridSlots,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Contact {
  id: number;
  name: string;
  company: string;
  email: string;
  since: Date | null;
  vip: boolean;
  isNew?: boolean;
}

const initialRows: Contact[] = [
  {
    id: 1,
    name: 'Aiyana Running',
    company: 'Northwind Foods',
    email: 'aiyana@northwind.example',
    since: new Date(2019, 2, 4),
    vip: true,
  },
  {
    id: 2,
    name: 'Bogdan Petrov',
    company: 'Kestrel Freight',
    email: 'bogdan@kestrel.example',
    since: new Date(2021, 6, 19),
    vip: false,
  },
  {
    id: 3,
    name: 'Chiara Moretti',
    company: 'Lumen Studio',
    email: 'chiara@lumen.example',
    since: new Date(2022, 10, 2),
    vip: false,
  },
  {
    id: 4,
    name: 'Dayo Adeyemi',
    company: 'Harbor Clinics',
    email: 'dayo@harbor.example',
    since: new Date(2018, 0, 15),
    vip: true,
  },
];

/** Pretend API: resolves with the saved row, rejects a contact without a name. */
function saveContact(contact: Contact): Promise<Contact> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (!contact.name.trim()) reject(new Error('A contact needs a name.'));
      else resolve({ ...contact, isNew: false });
    }, 200);
  });
}

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAdd?: () => void;
  }
}

function CrudToolbar({ onAdd }: { onAdd?: () => void }) {
  return (
    <GridToolbarContainer>
      <Button size="small" startIcon={<Add />} onClick={onAdd}>
        Add contact
      </Button>
    </GridToolbarContainer>
  );
}

export default function EditingCrud() {
  const gridRef = useGridName('Contacts');
  const [rows, setRows] = React.useState(initialRows);
  const [modes, setModes] = React.useState<GridRowModesModel>({});
  const [error, setError] = React.useState<string | null>(null);
  const nextId = React.useRef(initialRows.length + 1);

  const handleAdd = () => {
    const id = nextId.current++;
    setRows((old) => [
      { id, name: '', company: '', email: '', since: null, vip: false, isNew: true },
      ...old,
    ]);
    setModes((old) => ({ ...old, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }));
  };

  // Leaving the row by clicking elsewhere does not save: only Enter and the Save button do.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const cancel = (id: GridRowId) => {
    setModes((old) => ({ ...old, [id]: { mode: GridRowModes.View, ignoreModifications: true } }));
    // A new row that is cancelled is removed again.
    setRows((old) => old.filter((row) => row.id !== id || !row.isNew));
  };

  const columns: GridColDef<Contact>[] = [
    { field: 'name', headerName: 'Name', width: 160, editable: true },
    { field: 'company', headerName: 'Company', width: 150, editable: true },
    { field: 'email', headerName: 'Email', width: 200, editable: true },
    { field: 'since', headerName: 'Customer since', type: 'date', width: 140, editable: true },
    { field: 'vip', headerName: 'VIP', type: 'boolean', width: 70, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id, row }) =>
        modes[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem
                key="save"
                icon={<Save />}
                label="Save"
                onClick={() => setModes((old) => ({ ...old, [id]: { mode: GridRowModes.View } }))}
              />,
              <GridActionsCellItem
                key="cancel"
                icon={<Close />}
                label="Cancel"
                onClick={() => cancel(id)}
              />,
            ]
          : [
              <GridActionsCellItem
                key="edit"
                icon={<Edit />}
                label={`Edit ${row.name}`}
                onClick={() => setModes((old) => ({ ...old, [id]: { mode: GridRowModes.Edit } }))}
              />,
              <GridActionsCellItem
                key="delete"
                icon={<DeleteOutline />}
                label={`Delete ${row.name}`}
                onClick={() => setRows((old) => old.filter((item) => item.id !== id))}
              />,
            ],
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ marginBlockEnd: 1 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ height: 380 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={modes}
          onRowModesModelChange={setModes}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={async (updated: Contact) => {
            const saved = await saveContact(updated);
            setRows((old) => old.map((row) => (row.id === saved.id ? saved : row)));
            return saved;
          }}
          onProcessRowUpdateError={(reason: Error) => setError(reason.message)}
          slots={{ toolbar: CrudToolbar as GridSlots['toolbar'] }}
          slotProps={{ toolbar: { onAdd: handleAdd } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
