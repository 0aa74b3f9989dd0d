import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

const Button = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '6px 14px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  color: '#171a21',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f0f3f7' },
  '&:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#4b5565',
    backgroundColor: '#171a21',
    color: '#f6f7f9',
    '&:hover': { backgroundColor: '#262b35' },
  }),
}));

const Panel = styled('div')(({ theme }) => ({
  padding: '12px 16px',
  borderRadius: 8,
  border: '1px solid #dadee6',
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  fontSize: '0.875rem',
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.5)',
  }),
}));

export default function ClickAwayEvents() {
  const [open, setOpen] = React.useState(false);
  return (
    <ClickAwayListener
      onClickAway={() => setOpen(false)}
      mouseEvent="onMouseDown"
      touchEvent="onTouchStart"
    >
      <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <Button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Close' : 'Open'} details
        </Button>
        {open ? (
          <Panel style={{ maxWidth: 280 }}>Closes as soon as a button goes down outside.</Panel>
        ) : null}
      </div>
    </ClickAwayListener>
  );
}
