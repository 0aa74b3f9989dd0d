import Paper from '@mui/material/Paper';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ReplyIcon from '@mui/icons-material/Reply';
import ForwardIcon from '@mui/icons-material/Forward';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';

const actions = [
  { label: 'Reply', icon: <ReplyIcon />, disabled: false },
  { label: 'Forward', icon: <ForwardIcon />, disabled: false },
  { label: 'Archive', icon: <ArchiveIcon />, disabled: false },
  { label: 'Delete', icon: <DeleteIcon />, disabled: true },
];

export default function IconButtonTooltips() {
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Message actions"
      sx={{ display: 'inline-flex', padding: 0.5 }}
    >
      {actions.map((action) =>
        action.disabled ? (
          // A disabled button fires no mouse events: wrap it so the tooltip can still open.
          <Tooltip key={action.label} title="Only editors can delete messages" describeChild>
            <span>
              <IconButton aria-label={action.label} disabled>
                {action.icon}
              </IconButton>
            </span>
          </Tooltip>
        ) : (
          <Tooltip key={action.label} title={action.label}>
            <IconButton>{action.icon}</IconButton>
          </Tooltip>
        ),
      )}
    </Paper>
  );
}
