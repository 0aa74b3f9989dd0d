import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Incident {
  id: number;
  service: string;
  summary: string;
}

const rows: Incident[] = [
  {
    id: 1,
    service: 'Payments',
    summary:
      'Card payments failed for 12 minutes after a certificate on the acquirer gateway expired; retried transactions succeeded once it was renewed.',
  },
  { id: 2, service: 'Search', summary: 'Slow responses during reindexing.' },
  {
    id: 3,
    service: 'Email',
    summary:
      'Password reset emails were delayed by up to 40 minutes because the provider throttled our sending domain after a marketing campaign.',
  },
  {
    id: 4,
    service: 'Mobile app',
    summary:
      'Version 5.2 crashed on launch for Android 9 users; the release was paused and 5.2.1 shipped the next morning.',
  },
];

// Shows the start of the text in the cell and the whole of it in a popper while the cell is
// hovered or has the keyboard focus (params.hasFocus).
function ExpandableText({ value, hasFocus }: GridRenderCellParams<Incident, string>) {
  const [textEl, setTextEl] = React.useState<HTMLSpanElement | null>(null);
  const [hovered, setHovered] = React.useState(false);
  const [cutOff, setCutOff] = React.useState(false);
  const open = (hovered || hasFocus) && cutOff;

  // Measure after render: the text is cut off only if it is wider than the cell.
  React.useEffect(() => {
    if (textEl) setCutOff(textEl.scrollWidth > textEl.clientWidth);
  }, [textEl, value, hovered, hasFocus]);

  return (
    <Box
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center' }}
    >
      <Box
        component="span"
        ref={setTextEl}
        sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {value}
      </Box>
      <Popper open={open} anchorEl={textEl} placement="bottom-start" sx={{ zIndex: 'tooltip' }}>
        <Paper variant="outlined" sx={{ padding: 1.5, maxWidth: 420 }}>
          <Typography variant="body2">{value}</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}

const columns: GridColDef<Incident>[] = [
  { field: 'service', headerName: 'Service', width: 130 },
  {
    field: 'summary',
    headerName: 'Summary',
    flex: 1,
    minWidth: 200,
    renderCell: (params: GridRenderCellParams<Incident, string>) => <ExpandableText {...params} />,
  },
];

export default function ColumnExpandCell() {
  const gridRef = useGridName('Service incidents with expandable summaries');
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
