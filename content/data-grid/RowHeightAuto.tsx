import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Ticket {
  id: number;
  subject: string;
  message: string;
}

const rows: Ticket[] = [
  {
    id: 1,
    subject: 'Refund',
    message: 'The kettle arrived with a dent on the lid. Can I get a replacement or a refund?',
  },
  { id: 2, subject: 'Address', message: 'Please ship to my office instead.' },
  {
    id: 3,
    subject: 'Subscription',
    message:
      'I would like to pause my monthly coffee subscription for two months while I travel, and resume it in March. I have already paid for January; could that delivery move to March too?',
  },
  { id: 4, subject: 'Thanks', message: 'The grinder is great.' },
  {
    id: 5,
    subject: 'Invoice',
    message: 'Our accountant needs an invoice with our VAT number on it for order ORD-10412.',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', width: 130 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 220 },
];

export default function RowHeightAuto() {
  const gridRef = useGridName('Messages with rows as tall as their content');
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        // Let text wrap and give the cells some breathing room.
        '& .MuiDataGrid-cell': { whiteSpace: 'normal', paddingBlock: 1, lineHeight: 1.5 },
      }}
    >
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        hideFooter
      />
    </Box>
  );
}
