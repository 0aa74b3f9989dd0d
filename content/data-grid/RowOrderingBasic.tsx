import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';
import { useGridName } from './data/gridName';

interface Task {
  id: number;
  task: string;
  owner: string;
}

const initialTasks: Task[] = [
  { id: 1, task: 'Write the release notes', owner: 'Mei Chen' },
  { id: 2, task: 'Review the pricing page', owner: 'Jonas Novak' },
  { id: 3, task: 'Record the product tour', owner: 'Farah Aziz' },
  { id: 4, task: 'Update the onboarding emails', owner: 'Dev Patel' },
  { id: 5, task: 'Plan the customer webinar', owner: 'Elena Rossi' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 140 },
];

export default function RowOrderingBasic() {
  const gridRef = useGridName('Tasks in a reorderable list');
  const [tasks, setTasks] = React.useState(initialTasks);

  const handleOrderChange = ({ oldIndex, targetIndex }: GridRowOrderChangeParams) => {
    setTasks((prev) => {
      const next = [...prev];
      const [moved] = next.splice(oldIndex, 1);
      next.splice(targetIndex, 0, moved!);
      return next;
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <Typography variant="body2" sx={{ marginBlockEnd: 1 }}>
        Top priority: {tasks[0]?.task}
      </Typography>
      <DataGridPro
        ref={gridRef}
        rows={tasks}
        columns={columns}
        rowReordering
        onRowOrderChange={handleOrderChange}
        hideFooter
      />
    </Box>
  );
}
