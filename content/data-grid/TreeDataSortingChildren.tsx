import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';
import { useGridName } from './data/gridName';

interface Chapter {
  id: number;
  path: string[];
  pages: number;
}

// Books and their chapters, in reading order.
const chapters: Chapter[] = [
  { id: 1, path: ['Field guide to ferns'], pages: 212 },
  { id: 2, path: ['Field guide to ferns', '1. Where ferns grow'], pages: 18 },
  { id: 3, path: ['Field guide to ferns', '2. Spores and fronds'], pages: 64 },
  { id: 4, path: ['Field guide to ferns', '3. Keeping them indoors'], pages: 31 },
  { id: 5, path: ['Bread at home'], pages: 148 },
  { id: 6, path: ['Bread at home', '1. Flour, water, time'], pages: 22 },
  { id: 7, path: ['Bread at home', '2. The starter'], pages: 47 },
  { id: 8, path: ['Bread at home', '3. Shaping and baking'], pages: 39 },
];

const columns: GridColDef<Chapter>[] = [
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
];

const getTreeDataPath = (row: Chapter) => row.path;
const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Book or chapter',
  width: 280,
};

export default function TreeDataSortingChildren() {
  const gridRef = useGridName('Books and their chapters, sorted by pages');
  const [booksOnly, setBooksOnly] = React.useState(true);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={booksOnly} onChange={(event) => setBooksOnly(event.target.checked)} />
        }
        label="Sort books only, keep chapters in reading order (disableChildrenSorting)"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPro
          ref={gridRef}
          treeData
          rows={chapters}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          disableChildrenSorting={booksOnly}
          initialState={{ sorting: { sortModel: [{ field: 'pages', sort: 'desc' }] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
