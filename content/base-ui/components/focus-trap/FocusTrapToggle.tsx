import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

const Button = styled('button')(({ theme }) => ({
  fontFamily: 'inherit',
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
  "&[aria-pressed='true']": {
    borderColor: '#2d57d6',
    backgroundColor: '#e6edff',
    color: '#1f3fa8',
  },
  ...theme.applyStyles('dark', {
    borderColor: '#4b5565',
    backgroundColor: '#171a21',
    color: '#f6f7f9',
    '&:hover': { backgroundColor: '#262b35' },
    "&[aria-pressed='true']": {
      borderColor: '#8aaeff',
      backgroundColor: '#1c2540',
      color: '#b5caff',
    },
  }),
}));

const Panel = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: '12px 16px',
  borderRadius: 8,
  border: '1px solid #dadee6',
  backgroundColor: '#fff',
  color: '#171a21',
  fontSize: '0.875rem',
  '& input': { fontFamily: 'inherit', fontSize: '0.875rem', padding: '5px 8px', width: 120 },
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
  }),
}));

export default function FocusTrapToggle() {
  const [locked, setLocked] = React.useState(false);
  return (
    // The trap is always mounted; only its `open` prop follows the toggle inside it.
    // disableRestoreFocus: turning the lock off leaves focus on the toggle.
    <FocusTrap open={locked} disableRestoreFocus>
      <Panel
        tabIndex={-1}
        role="group"
        aria-label="Shipping address"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setLocked(false);
          }
        }}
      >
        <label htmlFor="trap-toggle-street">Street</label>
        <input id="trap-toggle-street" defaultValue="12 Harbour Lane" />
        <label htmlFor="trap-toggle-city">City</label>
        <input id="trap-toggle-city" defaultValue="Galway" />
        <Button type="button" aria-pressed={locked} onClick={() => setLocked(!locked)}>
          {locked ? 'Focus kept here' : 'Keep focus here'}
        </Button>
      </Panel>
    </FocusTrap>
  );
}
