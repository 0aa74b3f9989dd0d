import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import type { TeamMember } from './data/generate';
import { orgDataSource } from './data/dataSources';
import { useGridName } from './data/gridName';

const columns: GridColDef<TeamMember & { reports: number }>[] = [
  { field: 'role', headerName: 'Role', width: 220 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'reports', headerName: 'Direct reports', type: 'number', width: 130 },
];

export default function ServerSideTreeData() {
  const gridRef = useGridName('Organisation chart loaded from the server');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        treeData
        columns={columns}
        unstable_dataSource={orgDataSource}
        groupingColDef={{ headerName: 'Person', width: 300 }}
        hideFooter
      />
    </Box>
  );
}
