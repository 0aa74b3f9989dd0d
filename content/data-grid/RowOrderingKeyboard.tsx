import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';
import { useGridName } from './data/gridName';

interface Step {
  id: number;
  step: string;
  minutes: number;
  // Shown in the box that follows the pointer while a row is dragged (the id otherwise).
  __reorder__: string;
}

const initialSteps: Step[] = [
  'Weigh 18 g of beans',
  'Grind medium-fine',
  'Rinse the paper filter',
  'Bloom with 40 g of water',
  'Pour to 300 g in circles',
  'Let it drain and serve',
].map((step, index) => ({
  id: index + 1,
  step,
  minutes: [1, 1, 1, 1, 2, 1][index]!,
  __reorder__: step,
}));

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export default function RowOrderingKeyboard() {
  const gridRef = useGridName('Pour-over recipe steps');
  const [steps, setSteps] = React.useState(initialSteps);
  const [announcement, setAnnouncement] = React.useState('');

  const moveStep = React.useCallback((from: number, to: number) => {
    setSteps((previous) => {
      const next = move(previous, from, to);
      setAnnouncement(`"${previous[from]!.step}" is now step ${to + 1} of ${next.length}.`);
      return next;
    });
  }, []);

  const columns = React.useMemo<GridColDef<Step>[]>(
    () => [
      { field: 'step', headerName: 'Step', flex: 1, minWidth: 200, sortable: false },
      { field: 'minutes', headerName: 'Minutes', type: 'number', width: 90, sortable: false },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Move',
        width: 100,
        // The keyboard path: arrow to this cell, then Left/Right between the two buttons.
        getActions: ({ row }) => {
          const index = steps.findIndex((candidate) => candidate.id === row.id);
          return [
            <GridActionsCellItem
              key="up"
              icon={<ArrowUpward />}
              label={`Move "${row.step}" up`}
              disabled={index === 0}
              onClick={() => moveStep(index, index - 1)}
            />,
            <GridActionsCellItem
              key="down"
              icon={<ArrowDownward />}
              label={`Move "${row.step}" down`}
              disabled={index === steps.length - 1}
              onClick={() => moveStep(index, index + 1)}
            />,
          ];
        },
      },
    ],
    [steps, moveStep],
  );

  const handleOrderChange = ({ oldIndex, targetIndex }: GridRowOrderChangeParams) =>
    moveStep(oldIndex, targetIndex);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography
        variant="body2"
        component="p"
        role="status"
        sx={{ marginBlock: 0, minHeight: '1.5em' }}
      >
        {announcement}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          ref={gridRef}
          rows={steps}
          columns={columns}
          rowReordering
          onRowOrderChange={handleOrderChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
