import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';

const initialTasks = [
  { id: 1, title: 'Book the venue', due: 'Due Friday' },
  { id: 2, title: 'Send invitations', due: 'Due next Monday' },
  { id: 3, title: 'Order catering', due: 'Due in two weeks' },
];

export default function ChecklistList() {
  const [tasks, setTasks] = React.useState(initialTasks);
  const [done, setDone] = React.useState<number[]>([1]);

  const toggle = (id: number) =>
    setDone((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <List aria-label="Event tasks" sx={{ maxWidth: 400 }}>
      {tasks.map((task) => {
        const checked = done.includes(task.id);
        return (
          <ListItem
            key={task.id}
            divider
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Delete ${task.title}`}
                onClick={() => setTasks((current) => current.filter((t) => t.id !== task.id))}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <div>
              {/* The label holds the title only, so it alone is the checkbox's name and the
                  whole title is a click target. The due date is the checkbox's description. */}
              <FormControlLabel
                control={
                  <Checkbox
                    checked={checked}
                    onChange={() => toggle(task.id)}
                    inputProps={{ 'aria-describedby': `checklist-due-${task.id}` }}
                  />
                }
                label={
                  <Typography
                    component="span"
                    sx={{ textDecoration: checked ? 'line-through' : 'none' }}
                  >
                    {task.title}
                  </Typography>
                }
              />
              {/* 31px = the checkbox's 42px box minus the label's -11px start margin. */}
              <Typography
                id={`checklist-due-${task.id}`}
                variant="body2"
                sx={{ color: 'text.secondary', marginInlineStart: '31px', marginTop: -1 }}
              >
                {task.due}
              </Typography>
            </div>
          </ListItem>
        );
      })}
    </List>
  );
}
