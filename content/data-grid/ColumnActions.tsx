import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import StarBorder from '@mui/icons-material/StarBorder';
import Star from '@mui/icons-material/Star';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Doc {
  id: number;
  title: string;
  owner: string;
  starred: boolean;
}

const initialRows: Doc[] = [
  { id: 1, title: 'Q3 budget review', owner: 'Priya Nair', starred: true },
  { id: 2, title: 'Onboarding checklist', owner: 'Jonas Weber', starred: false },
  { id: 3, title: 'Incident report 0412', owner: 'Ama Boateng', starred: false },
];

export default function ColumnActions() {
  const gridRef = useGridName('Documents');
  const [rows, setRows] = React.useState(initialRows);
  const [status, setStatus] = React.useState('');

  const columns = React.useMemo<GridColDef<Doc>[]>(
    () => [
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
      { field: 'owner', headerName: 'Owner', width: 140 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 110,
        getActions: ({ row }) => [
          // Shown as icon buttons; `label` is their accessible name.
          <GridActionsCellItem
            key="star"
            icon={row.starred ? <Star /> : <StarBorder />}
            label={row.starred ? `Unstar ${row.title}` : `Star ${row.title}`}
            onClick={() =>
              setRows((old) =>
                old.map((doc) => (doc.id === row.id ? { ...doc, starred: !doc.starred } : doc)),
              )
            }
          />,
          // `showInMenu` items go into the "more" menu.
          <GridActionsCellItem
            key="copy"
            icon={<ContentCopy />}
            label="Make a copy"
            showInMenu
            onClick={() => {
              setRows((old) => [
                ...old,
                {
                  ...row,
                  id: Math.max(...old.map((doc) => doc.id)) + 1,
                  title: `${row.title} (copy)`,
                },
              ]);
              setStatus(`Copied "${row.title}".`);
            }}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutline />}
            label="Delete"
            showInMenu
            onClick={() => {
              setRows((old) => old.filter((doc) => doc.id !== row.id));
              setStatus(`Deleted "${row.title}".`);
            }}
          />,
        ],
      },
    ],
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ marginBlockEnd: 1, minHeight: 20 }} aria-live="polite">
        {status}
      </Typography>
      <Box sx={{ height: 280 }}>
        <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
