import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

const Publish = styled(Button)(({ theme }) => ({
  padding: '6px 14px',
  border: 0,
  borderRadius: 8,
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#fff',
  backgroundColor: '#2d57d6',
  cursor: 'pointer',
  '&.base--disabled': { opacity: 0.55, cursor: 'not-allowed' },
  '&.base--focusVisible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  ...theme.applyStyles('dark', { color: '#0b0d12', backgroundColor: '#8aaeff' }),
}));

const Tip = styled('div')(({ theme }) => ({
  maxWidth: 220,
  padding: '4px 8px',
  borderRadius: 6,
  fontSize: '0.75rem',
  fontWeight: 600,
  color: '#fff',
  backgroundColor: '#22262f',
  ...theme.applyStyles('dark', { color: '#0b0d12', backgroundColor: '#dadee6' }),
}));

export default function DisabledButtonTooltip() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div>
      {/* focusableWhenDisabled: no `disabled` attribute, so the button still gets focus and
          pointer events, and the tooltip can explain why it is unavailable. */}
      <Publish
        ref={setAnchor}
        disabled
        focusableWhenDisabled
        aria-describedby={open ? id : undefined}
        onPointerEnter={() => setOpen(true)}
        onPointerLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        Publish
      </Publish>
      <Popup
        id={id}
        open={open}
        anchor={anchor}
        placement="top"
        offset={6}
        style={{ zIndex: 1300 }}
      >
        <Tip>Add a title before publishing</Tip>
      </Popup>
    </div>
  );
}
