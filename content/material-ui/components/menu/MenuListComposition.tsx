import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';

const views = ['Board', 'Calendar', 'Timeline'];

export default function MenuListComposition() {
  const [open, setOpen] = React.useState(false);
  const [view, setView] = React.useState('Board');
  const anchorRef = React.useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    // Popper does not manage focus: put it back on the button ourselves.
    if (returnFocus) anchorRef.current?.focus();
  };

  return (
    <Stack direction="row" spacing={2}>
      {/* Always visible: a MenuList needs no popup at all. */}
      <Paper variant="outlined">
        <MenuList aria-label="Sections" dense>
          <MenuItem selected>Overview</MenuItem>
          <MenuItem>Members</MenuItem>
          <MenuItem>Billing</MenuItem>
        </MenuList>
      </Paper>
      <div>
        <Button
          ref={anchorRef}
          id="view-button"
          variant="outlined"
          aria-controls={open ? 'view-menu' : undefined}
          aria-expanded={open ? 'true' : undefined}
          aria-haspopup="true"
          onClick={() => setOpen((previous) => !previous)}
        >
          View: {view}
        </Button>
        <Popper
          open={open}
          anchorEl={anchorRef.current}
          placement="bottom-start"
          transition
          disablePortal
        >
          {({ TransitionProps }) => (
            <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }}>
              <Paper elevation={3}>
                <ClickAwayListener
                  onClickAway={(event) => {
                    if (anchorRef.current?.contains(event.target as Node)) return;
                    close(false);
                  }}
                >
                  <MenuList
                    id="view-menu"
                    aria-labelledby="view-button"
                    autoFocusItem={open}
                    onKeyDown={(event) => {
                      if (event.key === 'Escape' || event.key === 'Tab') {
                        if (event.key === 'Escape') event.preventDefault();
                        close(event.key === 'Escape');
                      }
                    }}
                  >
                    {views.map((option) => (
                      <MenuItem
                        key={option}
                        selected={option === view}
                        onClick={() => {
                          setView(option);
                          close(true);
                        }}
                      >
                        {option}
                      </MenuItem>
                    ))}
                  </MenuList>
                </ClickAwayListener>
              </Paper>
            </Grow>
          )}
        </Popper>
      </div>
    </Stack>
  );
}
