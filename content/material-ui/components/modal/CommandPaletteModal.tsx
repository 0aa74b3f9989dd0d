import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import PersonAddOutlinedIcon from '@mui/icons-material/PersonAddOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';

const actions = [
  { label: 'New project', icon: <AddIcon /> },
  { label: 'Invite teammate', icon: <PersonAddOutlinedIcon /> },
  { label: 'Toggle dark theme', icon: <DarkModeOutlinedIcon /> },
  { label: 'Open settings', icon: <SettingsOutlinedIcon /> },
];

export default function CommandPaletteModal() {
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const [last, setLast] = React.useState<string | null>(null);

  const matches = actions.filter((action) =>
    action.label.toLowerCase().includes(query.trim().toLowerCase()),
  );
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const run = (label: string) => {
    setLast(label);
    close();
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<SearchIcon />} onClick={() => setOpen(true)}>
        Run a command
      </Button>
      <Typography variant="body2" color="text.secondary" role="status">
        {last ? `Ran: ${last}` : 'No command run yet'}
      </Typography>
      <Modal open={open} onClose={close}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="command-palette-title"
          sx={{
            position: 'absolute',
            top: '15%',
            left: '50%',
            transform: 'translateX(-50%)',
            width: 'min(520px, calc(100% - 32px))',
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 24,
            outline: 0,
            overflow: 'hidden',
          }}
        >
          <Typography id="command-palette-title" sx={visuallyHidden}>
            Command palette
          </Typography>
          <Box
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              if (matches[0]) run(matches[0].label);
            }}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}
          >
            <SearchIcon color="action" />
            <InputBase
              autoFocus
              fullWidth
              placeholder="Type a command"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              inputProps={{ 'aria-label': 'Search commands' }}
            />
          </Box>
          <List dense sx={{ borderTop: 1, borderColor: 'divider' }}>
            {matches.map((action) => (
              <ListItem key={action.label} disablePadding>
                <ListItemButton onClick={() => run(action.label)}>
                  <ListItemIcon>{action.icon}</ListItemIcon>
                  <ListItemText primary={action.label} />
                </ListItemButton>
              </ListItem>
            ))}
            {matches.length === 0 ? (
              <ListItem>
                <ListItemText secondary="No matching command" />
              </ListItem>
            ) : null}
          </List>
        </Box>
      </Modal>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
