import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
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

const Fade = styled(CssTransition)({
  opacity: 0,
  transform: 'translateY(-4px)',
  transition: 'opacity 150ms, transform 150ms',
  '&.open': { opacity: 1, transform: 'none' },
});

export default function PopupWithTransition() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button type="button" ref={setAnchor} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Show'} delivery window
      </Button>
      <Popup keepMounted anchor={anchor} open={open} style={{ zIndex: 1300 }}>
        <Fade enterClassName="open" lastTransitionedPropertyOnExit="opacity">
          <Panel>Arrives Thursday between 9:00 and 13:00</Panel>
        </Fade>
      </Popup>
    </div>
  );
}
