import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Review {
  id: number;
  product: string;
  author: string;
  comment: string;
}

const rows: Review[] = [
  {
    id: 1,
    product: 'Burr grinder',
    author: 'Mireille Fontaine',
    comment: 'Grinds evenly from espresso to French press; the hopper is smaller than I expected.',
  },
  { id: 2, product: 'Glass carafe', author: 'Jonas Lindqvist', comment: 'Does the job.' },
  {
    id: 3,
    product: 'Pour-over kettle',
    author: 'Adaeze Okonkwo',
    comment: 'The gooseneck gives a slow, steady pour. The handle gets warm after a few minutes.',
  },
  {
    id: 4,
    product: 'Single-origin Ethiopia',
    author: 'Hiroshi Tanabe',
    comment: 'Bright and floral, best as a filter coffee. Too acidic for my taste as espresso.',
  },
  { id: 5, product: 'Travel tumbler', author: 'Lucía Ortega', comment: 'Keeps tea hot all day.' },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'author', headerName: 'Author', width: 130 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 180 },
];

export default function ComponentsCellPopper() {
  const gridRef = useGridName('Product reviews with full comments in a popper');
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [text, setText] = React.useState('');

  // Opens only for cells whose text is cut off by the ellipsis.
  const show = (event: React.SyntheticEvent<Element>) => {
    const cell = event.currentTarget as HTMLElement;
    const cutOff = cell.scrollWidth > cell.clientWidth;
    setAnchor(cutOff ? cell : null);
    setText(cutOff ? (cell.textContent ?? '') : '');
  };
  const hide = () => setAnchor(null);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slotProps={{
          // The same handlers for the mouse and for keyboard focus.
          cell: { onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide },
        }}
        hideFooter
      />
      <Popper
        open={anchor !== null}
        anchorEl={anchor}
        placement="bottom-start"
        sx={{ zIndex: 'tooltip' }}
      >
        <Paper variant="outlined" sx={{ padding: 1.5, maxWidth: 360 }}>
          <Typography variant="body2">{text}</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
