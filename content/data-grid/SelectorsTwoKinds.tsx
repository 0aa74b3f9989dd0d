import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridDensitySelector,
  gridPageCountSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

const rows = [
  { id: 'TK-3021', subject: 'Refund not received', status: 'Open' },
  { id: 'TK-3022', subject: 'Cannot reset password', status: 'Pending' },
  { id: 'TK-3023', subject: 'Invoice shows the wrong address', status: 'Open' },
  { id: 'TK-3024', subject: 'Parcel marked delivered, not here', status: 'Escalated' },
  { id: 'TK-3025', subject: 'Two charges for one order', status: 'Open' },
  { id: 'TK-3026', subject: 'Discount code refused at checkout', status: 'Pending' },
  { id: 'TK-3027', subject: 'Change of delivery slot', status: 'Solved' },
];
const columns: GridColDef[] = [
  { field: 'id', headerName: 'Ticket', width: 100 },
  { field: 'subject', headerName: 'Subject', width: 260 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function SelectorsTwoKinds() {
  const gridRef = useGridName('Support tickets');
  const apiRef = useGridApiRef();
  const [view, setView] = React.useState('');

  const describeView = () => {
    // An OutputSelector takes the API ref; a plain selector takes the state object.
    const pages = gridPageCountSelector(apiRef);
    const density = gridDensitySelector(apiRef.current.state);
    setView(`${pages} ${pages === 1 ? 'page' : 'pages'}, ${density} density`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
          density="compact"
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={describeView}>
          Describe the view
        </Button>
        <Typography variant="body2" role="status">
          {view}
        </Typography>
      </Stack>
    </Stack>
  );
}
