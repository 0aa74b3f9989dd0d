import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Account {
  id: number;
  username: string;
  team: string;
}

const rows: Account[] = [
  { id: 1, username: 'amara.o', team: 'Platform' },
  { id: 2, username: 'lukas.b', team: 'Platform' },
  { id: 3, username: 'mei.t', team: 'Mobile' },
];

/** Pretend API: is this user name free? Names already in use, or too short, are refused. */
function checkUsername(name: string, id: number): Promise<string | null> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (name.length < 3) resolve('At least three characters.');
      else if (rows.some((row) => row.username === name && row.id !== id))
        resolve(`"${name}" is already taken.`);
      else resolve(null);
    }, 250);
  });
}

const columns: GridColDef<Account>[] = [
  {
    field: 'username',
    headerName: 'User name',
    width: 200,
    editable: true,
    // May return a promise: the grid waits for it before it lets the edit be committed.
    preProcessEditCellProps: async (params: GridPreProcessEditCellProps) => {
      const message = await checkUsername(String(params.props.value ?? ''), Number(params.id));
      // Extra props (here `message`) travel with the edit and reach renderEditCell.
      return { ...params.props, error: message !== null, message };
    },
    renderEditCell: (params: GridRenderEditCellParams<Account, string>) => (
      <Tooltip open={Boolean(params.error)} title={params.message ?? ''} arrow>
        <GridEditInputCell {...params} />
      </Tooltip>
    ),
  },
  { field: 'team', headerName: 'Team', width: 140 },
];

export default function EditingServerValidation() {
  const gridRef = useGridName('Accounts');
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
