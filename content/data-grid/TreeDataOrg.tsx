import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';
import { generateOrgChart, type TeamMember } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrgChart(4);
const columns: GridColDef<TeamMember>[] = [
  { field: 'role', headerName: 'Role', width: 220 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

// Defined once: a new getTreeDataPath on every render would make the grid rebuild the tree.
const getTreeDataPath = (row: TeamMember) => row.hierarchy;
const groupingColDef: DataGridProProps['groupingColDef'] = { headerName: 'Person', width: 300 };

export default function TreeDataOrg() {
  const gridRef = useGridName('Organisation chart as a tree');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
