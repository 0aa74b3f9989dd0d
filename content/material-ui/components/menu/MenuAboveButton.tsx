import * as React from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import ImageIcon from '@mui/icons-material/Image';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import PollIcon from '@mui/icons-material/Poll';

const inserts = [
  { label: 'Photo', icon: <ImageIcon fontSize="small" /> },
  { label: 'File', icon: <AttachFileIcon fontSize="small" /> },
  { label: 'Poll', icon: <PollIcon fontSize="small" /> },
];

export default function MenuAboveButton() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [last, setLast] = React.useState<string | null>(null);
  const start = useTheme().direction === 'rtl' ? 'right' : 'left';
  const buttonId = React.useId();
  const menuId = React.useId();
  const open = Boolean(anchorEl);

  return (
    <Paper variant="outlined" sx={{ padding: 1.5, maxWidth: 420 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockEnd: 1 }}>
        {last ? `${last} added to the message.` : 'A composer at the bottom of a chat.'}
      </Typography>
      <Stack direction="row">
        <Button
          id={buttonId}
          startIcon={<AddIcon />}
          aria-haspopup="true"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          Insert
        </Button>
      </Stack>
      {/* The menu's bottom edge meets the button's top edge: it opens upwards. */}
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'top', horizontal: start }}
        transformOrigin={{ vertical: 'bottom', horizontal: start }}
        MenuListProps={{ 'aria-labelledby': buttonId }}
      >
        {inserts.map((item) => (
          <MenuItem
            key={item.label}
            onClick={() => {
              setLast(item.label);
              setAnchorEl(null);
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
}
