import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import {
  DataGrid,
  GridColumnMenu,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(40, 74);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 130 },
  // No menu button at all on this header.
  { field: 'email', headerName: 'Email', width: 230, disableColumnMenu: true },
];

// Words that fit the column's type instead of "Sort by ASC / DESC".
function labelsFor(colDef: GridColDef): [string, string] {
  if (colDef.type === 'number') return ['Lowest first', 'Highest first'];
  if (colDef.type === 'date' || colDef.type === 'dateTime') return ['Oldest first', 'Newest first'];
  return ['A to Z', 'Z to A'];
}

// Replaces the built-in sort item: same job, the column's own wording.
function PlainSortItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  if (!colDef.sortable) return null;
  const isSorted = sortModel.some((item) => item.field === colDef.field);
  const [ascending, descending] = labelsFor(colDef);
  const sortBy = (event: React.MouseEvent<HTMLElement>, direction: 'asc' | 'desc' | null) => {
    apiRef.current.sortColumn(colDef.field, direction);
    onClick(event);
  };
  return (
    <React.Fragment>
      <MenuItem onClick={(event) => sortBy(event, 'asc')}>
        <ListItemIcon>
          <ArrowUpward fontSize="small" />
        </ListItemIcon>
        <ListItemText>{ascending}</ListItemText>
      </MenuItem>
      <MenuItem onClick={(event) => sortBy(event, 'desc')}>
        <ListItemIcon>
          <ArrowDownward fontSize="small" />
        </ListItemIcon>
        <ListItemText>{descending}</ListItemText>
      </MenuItem>
      {isSorted && (
        <MenuItem onClick={(event) => sortBy(event, null)}>
          <ListItemText inset>Clear sort</ListItemText>
        </MenuItem>
      )}
    </React.Fragment>
  );
}

function ReorderedMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuSortItem: PlainSortItem }}
      // Filtering first, then sorting; "Hide column" and "Manage columns" stay last (30).
      slotProps={{
        columnMenuFilterItem: { displayOrder: 5 },
        columnMenuSortItem: { displayOrder: 10 },
      }}
    />
  );
}

export default function ColumnMenuReorder() {
  const gridRef = useGridName('Employees with reordered column menu items');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ columnMenu: ReorderedMenu }}
        hideFooter
      />
    </Box>
  );
}
