import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
  type GridColumnVisibilityModel,
  type GridEventListener,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(25, 74);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
];

// Collapsing a group keeps its first column and hides the others.
const GROUP_FIELDS: Record<string, string[]> = {
  contact: ['email', 'city', 'country'],
  job: ['department', 'role', 'startDate'],
};

const Collapsed = React.createContext<{
  collapsed: Record<string, boolean>;
  toggle: (groupId: string) => void;
}>({ collapsed: {}, toggle: () => {} });

function CollapsibleHeader({ groupId, headerName }: GridColumnGroupHeaderParams) {
  const { collapsed, toggle } = React.useContext(Collapsed);
  if (!groupId) return null;
  const isCollapsed = collapsed[groupId] ?? false;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <span>{headerName}</span>
      {/* Not a tab stop: Enter or Space on the focused group header toggles too. */}
      <IconButton
        size="small"
        tabIndex={-1}
        aria-expanded={!isCollapsed}
        aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} ${headerName}`}
        onClick={() => toggle(groupId)}
      >
        {/* The arrows point along the reading direction, so they flip in right-to-left. */}
        {isCollapsed ? (
          <ChevronRight fontSize="small" sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
        ) : (
          <ChevronLeft fontSize="small" sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
        )}
      </IconButton>
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'contact',
    headerName: 'Contact',
    renderHeaderGroup: (params) => <CollapsibleHeader {...params} />,
    children: [{ field: 'email' }, { field: 'city' }, { field: 'country' }],
  },
  {
    groupId: 'job',
    headerName: 'Job',
    renderHeaderGroup: (params) => <CollapsibleHeader {...params} />,
    children: [{ field: 'department' }, { field: 'role' }, { field: 'startDate' }],
  },
];

export default function ColumnGroupsCollapsible() {
  const gridRef = useGridName('Employees with collapsible column groups');
  const apiRef = useGridApiRef();
  const [collapsed, setCollapsed] = React.useState<Record<string, boolean>>({ job: true });

  const toggle = React.useCallback((groupId: string) => {
    setCollapsed((previous) => ({ ...previous, [groupId]: !previous[groupId] }));
  }, []);

  React.useEffect(() => {
    const handleKeyDown: GridEventListener<'columnGroupHeaderKeyDown'> = (params, event) => {
      if (
        params.groupId &&
        GROUP_FIELDS[params.groupId] &&
        (event.key === 'Enter' || event.key === ' ')
      ) {
        event.preventDefault();
        toggle(params.groupId);
      }
    };
    return apiRef.current.subscribeEvent('columnGroupHeaderKeyDown', handleKeyDown);
  }, [apiRef, toggle]);

  const columnVisibilityModel = React.useMemo(() => {
    const model: GridColumnVisibilityModel = {};
    Object.entries(GROUP_FIELDS).forEach(([groupId, fields]) => {
      if (collapsed[groupId]) {
        fields.slice(1).forEach((field) => {
          model[field] = false;
        });
      }
    });
    return model;
  }, [collapsed]);

  const context = React.useMemo(() => ({ collapsed, toggle }), [collapsed, toggle]);

  return (
    <Collapsed.Provider value={context}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          columnVisibilityModel={columnVisibilityModel}
          disableColumnSelector
          hideFooter
        />
      </Box>
    </Collapsed.Provider>
  );
}
