import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const options = ['Merge', 'Squash and merge', 'Rebase and merge'];

export default function SplitButton() {
  const [open, setOpen] = React.useState(false);
  const [selected, setSelected] = React.useState('Squash and merge');
  const [lastAction, setLastAction] = React.useState<string | null>(null);
  const anchorRef = React.useRef<HTMLDivElement>(null);
  const actionRef = React.useRef<HTMLButtonElement>(null);
  const arrowRef = React.useRef<HTMLButtonElement>(null);
  const menuId = React.useId();

  const handleMenuItemClick = (option: string) => {
    setSelected(option);
    setOpen(false);
    // The menu is about to unmount: keep focus on the button that now runs the chosen action.
    actionRef.current?.focus();
  };

  const handleListKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      setOpen(false);
      arrowRef.current?.focus();
    }
  };

  const handleClose = (event: Event) => {
    // A click on the arrow button toggles the menu itself; don't close it twice.
    if (anchorRef.current?.contains(event.target as Node)) return;
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup variant="contained" ref={anchorRef} aria-label="Merge pull request">
        <Button ref={actionRef} onClick={() => setLastAction(selected)}>
          {selected}
        </Button>
        <Button
          ref={arrowRef}
          size="small"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          aria-haspopup="menu"
          aria-label="Choose a merge method"
          onClick={() => setOpen((prevOpen) => !prevOpen)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Popper sx={{ zIndex: 1 }} open={open} anchorEl={anchorRef.current} transition disablePortal>
        {({ TransitionProps, placement }) => (
          <Grow
            {...TransitionProps}
            style={{ transformOrigin: placement === 'bottom' ? 'center top' : 'center bottom' }}
          >
            <Paper>
              <ClickAwayListener onClickAway={handleClose}>
                <MenuList id={menuId} autoFocusItem={open} onKeyDown={handleListKeyDown}>
                  {options.map((option) => (
                    <MenuItem
                      key={option}
                      selected={option === selected}
                      onClick={() => handleMenuItemClick(option)}
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
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {lastAction ? `Last action: ${lastAction}.` : 'Nothing merged yet.'}
      </Typography>
    </Stack>
  );
}
