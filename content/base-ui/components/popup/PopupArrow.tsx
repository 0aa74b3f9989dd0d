import * as React from 'react';
import { Unstable_Popup as Popup, PopupContext } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

const Styles = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  flexWrap: 'wrap',
  fontSize: '0.875rem',
  '& .button': {
    padding: '6px 14px',
    borderRadius: 8,
    border: '1px solid #c2c8d3',
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    color: '#171a21',
    backgroundColor: '#fff',
    cursor: 'pointer',
  },
  '& .button:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    '& .button': { borderColor: '#4b5565', color: '#f6f7f9', backgroundColor: '#171a21' },
  }),
}));

const Bubble = styled('div')(({ theme }) => ({
  position: 'relative',
  padding: '8px 12px',
  borderRadius: 8,
  fontSize: '0.8125rem',
  color: '#fff',
  backgroundColor: '#22262f',
  '& .arrow': {
    position: 'absolute',
    insetInlineStart: 'calc(50% - 5px)',
    width: 10,
    height: 10,
    transform: 'rotate(45deg)',
    backgroundColor: 'inherit',
  },
  "& .arrow[data-side='top']": { top: -5 },
  "& .arrow[data-side='bottom']": { bottom: -5 },
  ...theme.applyStyles('dark', { color: '#0b0d12', backgroundColor: '#dadee6' }),
}));

// Reads the placement Popup actually used (after flipping) and puts the arrow on that side.
function Arrow() {
  const context = React.useContext(PopupContext);
  const side = context?.placement.startsWith('top') ? 'bottom' : 'top';
  return <span className="arrow" data-side={side} aria-hidden />;
}

export default function PopupArrow() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [placement, setPlacement] = React.useState<'top' | 'bottom'>('top');
  return (
    <Styles>
      <button
        ref={setAnchor}
        type="button"
        className="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Shortcut
      </button>
      <button
        type="button"
        className="button"
        onClick={() => setPlacement(placement === 'top' ? 'bottom' : 'top')}
      >
        Place it {placement === 'top' ? 'below' : 'above'}
      </button>
      <Popup open={open} anchor={anchor} placement={placement} offset={10} style={{ zIndex: 1300 }}>
        <Bubble>
          Press Ctrl+K to search
          <Arrow />
        </Bubble>
      </Popup>
    </Styles>
  );
}
