import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { DataGridPro, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const people = generateEmployees(30, 15);

export default function RowPinningAction() {
  const gridRef = useGridName('Employees with pinnable rows');
  const [pinnedIds, setPinnedIds] = React.useState<number[]>([people[0]!.id]);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      {
        field: 'pin',
        type: 'actions',
        width: 60,
        getActions: ({ row }) => {
          const pinned = pinnedIds.includes(row.id);
          return [
            <GridActionsCellItem
              key="pin"
              icon={pinned ? <PushPin /> : <PushPinOutlined />}
              label={pinned ? `Unpin ${row.name}` : `Pin ${row.name}`}
              onClick={() =>
                setPinnedIds((ids) =>
                  pinned ? ids.filter((id) => id !== row.id) : [...ids, row.id],
                )
              }
            />,
          ];
        },
      },
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
      { field: 'department', headerName: 'Department', width: 140 },
    ],
    [pinnedIds],
  );

  // A pinned row must not also be in `rows`. Both are memoised: a new `rows` or `pinnedRows`
  // reference makes the grid sort and filter again.
  const { rest, pinnedRows } = React.useMemo(
    () => ({
      rest: people.filter((person) => !pinnedIds.includes(person.id)),
      pinnedRows: { top: people.filter((person) => pinnedIds.includes(person.id)) },
    }),
    [pinnedIds],
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro ref={gridRef} rows={rest} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
