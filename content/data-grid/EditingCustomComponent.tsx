import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Review {
  id: number;
  cafe: string;
  city: string;
  stars: number;
}

const initialRows: Review[] = [
  { id: 1, cafe: 'Bean There', city: 'Dublin', stars: 4 },
  { id: 2, cafe: 'Kaffeeklatsch', city: 'Vienna', stars: 5 },
  { id: 3, cafe: 'Café Lumière', city: 'Montréal', stars: 3 },
  { id: 4, cafe: 'Pour Decisions', city: 'Austin', stars: 2 },
];

function RatingEditCell(props: GridRenderEditCellParams<Review, number>) {
  const { id, field, value, hasFocus, row } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // Move focus into the editor when the cell enters edit mode, so arrow keys change the rating.
  React.useLayoutEffect(() => {
    if (hasFocus) ref.current?.querySelector<HTMLInputElement>(`input[value="${value}"]`)?.focus();
  }, [hasFocus, value]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', paddingInline: 1 }}>
      <Rating
        ref={ref}
        name={`stars-${id}`}
        value={value ?? 0}
        aria-label={`Stars for ${row.cafe}`}
        onChange={(_event, newValue) => {
          // Tell the grid about the new value; it is committed when editing stops.
          apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
        }}
      />
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'cafe', headerName: 'Café', width: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'stars',
    headerName: 'Stars',
    type: 'number',
    width: 180,
    editable: true,
    headerAlign: 'left',
    align: 'left',
    renderCell: ({ value, row }) => (
      <Rating readOnly value={value ?? 0} aria-label={`${row.cafe}: ${value} of 5 stars`} />
    ),
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function EditingCustomComponent() {
  const gridRef = useGridName('Café reviews');
  const [rows, setRows] = React.useState(initialRows);
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        processRowUpdate={(updated: Review) => {
          setRows((old) => old.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
        hideFooter
      />
    </Box>
  );
}
