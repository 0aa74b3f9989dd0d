import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import type { TeamMember } from './data/generate';
import { orgDataSource } from './data/dataSources';
import { useGridName } from './data/gridName';

const columns: GridColDef<TeamMember>[] = [
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ServerSideTreeDataExpanded() {
  const gridRef = useGridName('Organisation chart loaded expanded from the server');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* Opens the first level on load: the grid fetches those children right away. */}
      <DataGridPro
        ref={gridRef}
        treeData
        columns={columns}
        unstable_dataSource={orgDataSource}
        defaultGroupingExpansionDepth={1}
        groupingColDef={{ headerName: 'Organisation', flex: 1, minWidth: 260 }}
        hideFooter
      />
    </Box>
  );
}
