import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssAnimation } from '@mui/base/Transitions';
import { keyframes, styled } from '@mui/system';

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

// keyframes() returns the generated name in `.name`: CssAnimation compares it with the
// `animationName` of each animationend event.
const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.85)' },
  '70%': { opacity: 1, transform: 'scale(1.03)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

const popOut = keyframes({
  to: { opacity: 0, transform: 'scale(0.9)' },
});

const Pop = styled(CssAnimation)({
  transformOrigin: 'top',
  '&.in': { animation: `${popIn} 220ms ease-out` },
  '&.out': { animation: `${popOut} 140ms ease-in forwards` },
  '@media (prefers-reduced-motion: reduce)': {
    '&.in, &.out': { animationDuration: '1ms' },
  },
});

export default function CssAnimationPop() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button type="button" ref={setAnchor} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Show'} storage quota
      </Button>
      <Popup keepMounted anchor={anchor} open={open} offset={6} style={{ zIndex: 1300 }}>
        <Pop
          enterClassName="in"
          exitClassName="out"
          enterAnimationName={popIn.name}
          exitAnimationName={popOut.name}
        >
          <Panel>12.4 GB of 15 GB used · Photos take 9.1 GB</Panel>
        </Pop>
      </Popup>
    </div>
  );
}
