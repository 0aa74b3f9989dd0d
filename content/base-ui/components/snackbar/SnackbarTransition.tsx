import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
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

const Toast = styled(Snackbar)(({ theme }) => ({
  position: 'fixed',
  bottom: 24,
  insetInline: 0,
  zIndex: 1400,
  width: 'fit-content',
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  padding: '10px 16px',
  borderRadius: 8,
  fontSize: '0.875rem',
  color: '#fff',
  backgroundColor: '#262b35',
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.25)',
  opacity: 0,
  transform: 'translateY(16px)',
  transition: 'opacity 200ms ease-out, transform 200ms ease-out',
  '&[data-shown]': { opacity: 1, transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
  '& button': {
    font: 'inherit',
    fontWeight: 700,
    border: 0,
    padding: '4px 8px',
    borderRadius: 6,
    color: '#b8ccff',
    background: 'none',
    cursor: 'pointer',
  },
  ...theme.applyStyles('dark', {
    backgroundColor: '#e8ecf2',
    color: '#171a21',
    '& button': { color: '#1c377f' },
  }),
}));

export default function SnackbarTransition() {
  const [open, setOpen] = React.useState(false);
  // `exited` keeps the closed snackbar mounted until its exit transition has ended.
  const [exited, setExited] = React.useState(true);
  // The shown state is applied one frame after opening, so the enter transition runs.
  const [shown, setShown] = React.useState(false);

  React.useEffect(() => {
    if (!open) {
      setShown(false);
      return undefined;
    }
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <div>
      <Button
        type="button"
        onClick={() => {
          setExited(false);
          setOpen(true);
        }}
      >
        Save draft
      </Button>
      <Toast
        open={open}
        exited={exited}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        data-shown={shown || undefined}
        onTransitionEnd={(event: React.TransitionEvent<HTMLDivElement>) => {
          if (!open && event.target === event.currentTarget && event.propertyName === 'opacity') {
            setExited(true);
          }
        }}
      >
        <span role="status">Draft saved</span>
      </Toast>
    </div>
  );
}
