import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import FilterAlt from '@mui/icons-material/FilterAlt';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import North from '@mui/icons-material/North';
import South from '@mui/icons-material/South';
import SwapVert from '@mui/icons-material/SwapVert';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Peak {
  id: number;
  name: string;
  range: string;
  metres: number;
}

const rows: Peak[] = [
  { id: 1, name: 'Galdhøpiggen', range: 'Jotunheimen', metres: 2469 },
  { id: 2, name: 'Glittertind', range: 'Jotunheimen', metres: 2465 },
  { id: 3, name: 'Store Skagastølstind', range: 'Hurrungane', metres: 2405 },
  { id: 4, name: 'Snøhetta', range: 'Dovrefjell', metres: 2286 },
  { id: 5, name: 'Kebnekaise', range: 'Kebnekaise massif', metres: 2097 },
  { id: 6, name: 'Sarektjåkkå', range: 'Sarek', metres: 2089 },
];

const columns: GridColDef<Peak>[] = [
  { field: 'name', headerName: 'Peak', width: 190 },
  { field: 'range', headerName: 'Range', width: 170 },
  { field: 'metres', headerName: 'Height (m)', type: 'number', width: 130 },
];

// Each icon slot gets a few props from the grid (fontSize, className): pass them on.
function Ascending(props: SvgIconProps) {
  return <North {...props} />;
}
function Descending(props: SvgIconProps) {
  return <South {...props} />;
}
function Unsorted(props: SvgIconProps) {
  return <SwapVert {...props} />;
}
function Filtered(props: SvgIconProps) {
  return <FilterAlt {...props} color="primary" />;
}

export default function ComponentsIcons() {
  const gridRef = useGridName('Highest peaks of Norway and Sweden');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{
          columnSortedAscendingIcon: Ascending,
          columnSortedDescendingIcon: Descending,
          columnUnsortedIcon: Unsorted,
          columnFilteredIcon: Filtered,
          columnMenuIcon: MoreHoriz,
        }}
        initialState={{
          sorting: { sortModel: [{ field: 'metres', sort: 'desc' }] },
          filter: {
            filterModel: { items: [{ field: 'metres', operator: '>', value: 2300 }] },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
