import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';
import { useGridName } from './data/gridName';

interface FileRow {
  id: number;
  path: string[];
  size?: number;
  modified?: Date;
}

// Only files are rows; folders such as "src/components" exist because of the paths.
const files: FileRow[] = [
  ['package.json', 2],
  ['README.md', 6],
  ['src/index.tsx', 1],
  ['src/App.tsx', 4],
  ['src/components/OrdersGrid.tsx', 9],
  ['src/components/Toolbar.tsx', 3],
  ['src/data/orders.ts', 12],
  ['public/favicon.svg', 1],
].map(([file, kb], index) => ({
  id: index + 1,
  path: String(file).split('/'),
  size: Number(kb) * 1024,
  modified: new Date(2024, 9, 1 + index * 3),
}));

const columns: GridColDef<FileRow>[] = [
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) =>
      value === undefined ? '' : `${Math.round(value / 1024)} KB`,
  },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 140 },
];

// Defined once: a new getTreeDataPath on every render would make the grid rebuild the tree.
const getTreeDataPath = (row: FileRow) => row.path;
const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'File',
  flex: 1,
  minWidth: 260,
};

export default function TreeDataFiles() {
  const gridRef = useGridName('Project files as a tree');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        treeData
        rows={files}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
