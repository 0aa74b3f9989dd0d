import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import IconButton from '@mui/material/IconButton';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import PendingIcon from '@mui/icons-material/Pending';
import ReplayIcon from '@mui/icons-material/Replay';

const checks = [
  { name: 'Unit tests', detail: '412 passed in 38s', status: 'passed' },
  { name: 'Type check', detail: 'Running…', status: 'running' },
  { name: 'Visual regression', detail: '3 screenshots differ', status: 'failed' },
] as const;

const icons = {
  passed: <CheckCircleIcon color="success" titleAccess="Passed" />,
  running: <PendingIcon color="action" titleAccess="Running" />,
  failed: <ErrorIcon color="error" titleAccess="Failed" />,
};

export default function StatusIcons() {
  return (
    <List aria-label="Build checks" sx={{ maxWidth: 400 }}>
      {checks.map((check) => (
        <ListItem
          key={check.name}
          secondaryAction={
            check.status === 'failed' ? (
              <IconButton edge="end" aria-label={`Re-run ${check.name}`}>
                <ReplayIcon />
              </IconButton>
            ) : null
          }
        >
          <ListItemIcon>{icons[check.status]}</ListItemIcon>
          <ListItemText primary={check.name} secondary={check.detail} />
        </ListItem>
      ))}
    </List>
  );
}
