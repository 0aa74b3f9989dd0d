import * as React from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function BasicPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        variant="outlined"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'basic-popover' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        What is a workspace?
      </Button>
      <Popover
        id="basic-popover"
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': 'About workspaces', sx: { p: 2, maxWidth: 300 } },
        }}
      >
        <Typography variant="body2">
          A workspace groups the projects, files and people of one team. You can belong to several
          and switch between them from the top bar.
        </Typography>
      </Popover>
    </div>
  );
}
