import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { useGridName } from './data/gridName';

interface FileRow {
  id: number;
  path: string[];
  sizeKb: number;
  modified: Date;
}

// Only files are rows: the folders are made from their paths, and get their totals by aggregation.
const rows: FileRow[] = [
  { id: 1, path: ['brand', 'logo.svg'], sizeKb: 14, modified: new Date(2024, 2, 4) },
  { id: 2, path: ['brand', 'logo-dark.svg'], sizeKb: 15, modified: new Date(2024, 2, 4) },
  { id: 3, path: ['brand', 'fonts', 'Inter.woff2'], sizeKb: 310, modified: new Date(2023, 10, 20) },
  { id: 4, path: ['brand', 'fonts', 'Lora.woff2'], sizeKb: 280, modified: new Date(2023, 10, 20) },
  { id: 5, path: ['photos', 'team.jpg'], sizeKb: 2400, modified: new Date(2024, 5, 12) },
  { id: 6, path: ['photos', 'office.jpg'], sizeKb: 3100, modified: new Date(2024, 5, 13) },
  { id: 7, path: ['readme.md'], sizeKb: 3, modified: new Date(2024, 6, 1) },
];

const columns: GridColDef<FileRow>[] = [
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null) =>
      value == null ? '' : `${value.toLocaleString('en-US')} KB`,
  },
  { field: 'modified', headerName: 'Last modified', type: 'date', width: 150 },
];

const getTreeDataPath = (row: FileRow) => row.path;
const groupingColDef: DataGridPremiumProps['groupingColDef'] = { headerName: 'Name', width: 260 };

export default function AggregationTreeData() {
  const gridRef = useGridName('Files and folders with their sizes');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        // Each folder shows the sum of everything below it and its latest change; the footer,
        // the totals of the whole tree.
        initialState={{ aggregation: { model: { sizeKb: 'sum', modified: 'max' } } }}
        sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
        hideFooter
      />
    </Box>
  );
}
