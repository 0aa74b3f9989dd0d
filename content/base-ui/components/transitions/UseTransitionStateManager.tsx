import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { useTransitionStateManager } from '@mui/base/useTransition';
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

const SlidePanel = styled(Panel)({
  opacity: 0,
  transform: 'translateX(-16px)',
  transition: 'opacity 180ms, transform 180ms',
  '[dir="rtl"] &': { transform: 'translateX(16px)' },
  '&[data-entered]': { opacity: 1, transform: 'none' },
});

function SlideIn({ children }: { children: React.ReactNode }) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  const [entered, setEntered] = React.useState(false);
  React.useEffect(() => {
    if (!requestedEnter) {
      setEntered(false);
      return undefined;
    }
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, [requestedEnter]);
  return (
    <SlidePanel
      data-entered={entered || undefined}
      onTransitionEnd={(event) => {
        if (!requestedEnter && event.propertyName === 'transform') onExited();
      }}
    >
      {children}
    </SlidePanel>
  );
}

export default function UseTransitionStateManager() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button type="button" ref={setAnchor} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Show'} today’s agenda
      </Button>
      <Popup
        keepMounted
        anchor={anchor}
        open={open}
        placement="bottom-start"
        offset={6}
        style={{ zIndex: 1300 }}
      >
        <SlideIn>10:00 Design review · 13:30 Customer call · 16:00 Release sync</SlideIn>
      </Popup>
    </div>
  );
}
