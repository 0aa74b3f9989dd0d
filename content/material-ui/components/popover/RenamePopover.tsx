import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';

export default function RenamePopover() {
  const [name, setName] = React.useState('Quarterly report');
  const [draft, setDraft] = React.useState(name);
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);

  const handleOpen = (event: React.MouseEvent<HTMLButtonElement>) => {
    setDraft(name);
    setAnchorEl(event.currentTarget);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography component="span" sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      <IconButton
        size="small"
        aria-label={`Rename ${name}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'rename-popover' : undefined}
        onClick={handleOpen}
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <Popover
        id="rename-popover"
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': 'Rename document', sx: { p: 2, width: 280 } },
        }}
      >
        <Box
          component="form"
          onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            if (draft.trim()) {
              setName(draft.trim());
              setAnchorEl(null);
            }
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <TextField
            label="Document name"
            size="small"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={!draft.trim()}
            helperText={draft.trim() ? ' ' : 'A name is required'}
            autoFocus
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setAnchorEl(null)}>
              Cancel
            </Button>
            <Button size="small" type="submit" variant="contained">
              Save
            </Button>
          </Box>
        </Box>
      </Popover>
    </Box>
  );
}
