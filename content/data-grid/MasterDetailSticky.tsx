import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20, 79);

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

// Wide on purpose: the grid scrolls sideways.
const columns: GridColDef<Employee>[] = [
  detailToggleColumn,
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'email', headerName: 'Email', width: 280 },
  { field: 'department', headerName: 'Department', width: 160 },
  { field: 'role', headerName: 'Role', width: 220 },
  { field: 'city', headerName: 'City', width: 150 },
  { field: 'country', headerName: 'Country', width: 160 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130 },
];

const StickyContext = React.createContext(true);

function EmployeeDetail({ row }: { row: Employee }) {
  const sticky = React.useContext(StickyContext);
  const apiRef = useGridApiContext();
  // The width of the visible part of the rows, which changes with the grid's size.
  const { width } = useGridSelector(apiRef, gridDimensionsSelector).viewportInnerSize;
  return (
    <Stack
      spacing={0.5}
      sx={[
        { paddingBlock: 1.5, paddingInline: 3, boxSizing: 'border-box' },
        sticky && { position: 'sticky', insetInlineStart: 0, width },
      ]}
    >
      <Typography variant="subtitle2" component="p">
        {row.name}, {row.role}
      </Typography>
      <Typography variant="body2">
        {row.department} · {row.city}, {row.country} · {row.remote ? 'remote' : 'on site'}
      </Typography>
    </Stack>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Employee>) => <EmployeeDetail row={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function MasterDetailSticky() {
  const gridRef = useGridName('Employees with detail panels that stay in view');
  const [sticky, setSticky] = React.useState(true);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={sticky} onChange={(event) => setSticky(event.target.checked)} />}
        label="Keep the panel in view while scrolling sideways"
      />
      <StickyContext.Provider value={sticky}>
        <Box sx={{ height: 400 }}>
          <DataGridPro
            ref={gridRef}
            rows={rows}
            columns={columns}
            getDetailPanelContent={getDetailPanelContent}
            getDetailPanelHeight={getDetailPanelHeight}
            initialState={{ detailPanel: { expandedRowIds: [1, 3] } }}
            hideFooter
          />
        </Box>
      </StickyContext.Provider>
    </Stack>
  );
}
