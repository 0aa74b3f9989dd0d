import './data/license';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  useGridApiRef,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(10, 77);
// The toggle column's default header is an unlabelled element; name it with visually hidden text.
const detailToggleColumn: GridColDef = {
  ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  renderHeader: () => (
    <Box
      component="span"
      sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
    >
      Details
    </Box>
  ),
};

const columns: GridColDef<Employee>[] = [
  detailToggleColumn,
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 120 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Employee>) => (
  <Box sx={{ py: 1, px: 2 }}>
    <Typography variant="body2">
      {row.role} since {row.startDate.toLocaleDateString('en-GB')} · {row.email}
      {row.remote ? ' · works remotely' : ''}
    </Typography>
  </Box>
);
const getDetailPanelHeight = () => 56;

export default function RecipeDetailOnRowClick() {
  const apiRef = useGridApiRef();
  const gridRef = useGridName('Staff, click a row for details');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        // A click on the toggle cell already toggles the panel: skip it, or it closes again.
        onCellClick={(params) => {
          if (params.field !== GRID_DETAIL_PANEL_TOGGLE_FIELD) {
            apiRef.current.toggleDetailPanel(params.id);
          }
        }}
        hideFooter
      />
    </Box>
  );
}
