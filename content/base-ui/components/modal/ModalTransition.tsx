import * as React from 'react';
import { Modal } from '@mui/base/Modal';
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

const Root = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

const Backdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgb(11 13 18 / 0.5)',
});

const Dialog = styled('div')(({ theme }) => ({
  width: 360,
  maxWidth: 'calc(100vw - 32px)',
  padding: 24,
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 12px 32px rgb(0 0 0 / 0.25)',
  outline: 0,
  fontSize: '0.875rem',
  opacity: 0,
  transform: 'scale(0.96)',
  transition: 'opacity 180ms ease-out, transform 180ms ease-out',
  '&[data-shown]': { opacity: 1, transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
  ...theme.applyStyles('dark', { backgroundColor: '#1f232b', color: '#f6f7f9' }),
}));

const Title = styled('p')({ margin: '0 0 8px', fontSize: '1.125rem', fontWeight: 700 });

const List = styled('ul')({ margin: '0 0 16px', paddingInlineStart: 20 });

// A transition child for Modal: Modal recognises it by its `in` prop, passes it `onEnter` and
// `onExited`, and stays mounted until `onExited` is called.
const Fade = React.forwardRef<
  HTMLDivElement,
  React.HTMLAttributes<HTMLDivElement> & {
    in?: boolean;
    onEnter?: () => void;
    onExited?: () => void;
  }
>(function Fade(props, ref) {
  const { in: inProp = false, onEnter, onExited, ...other } = props;
  // The shown state is applied one frame after opening, so the enter transition runs.
  const [shown, setShown] = React.useState(false);
  React.useEffect(() => {
    if (!inProp) {
      setShown(false);
      return undefined;
    }
    onEnter?.();
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inProp]);
  return (
    <Dialog
      ref={ref}
      data-shown={shown || undefined}
      onTransitionEnd={(event) => {
        if (!inProp && event.target === event.currentTarget && event.propertyName === 'opacity') {
          onExited?.();
        }
      }}
      {...other}
    />
  );
});

const NOTES = [
  'Search now matches words inside attachments.',
  'Dark mode follows your system setting.',
  'Exports of more than 10,000 rows run in the background.',
];

export default function ModalTransition() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        What’s new
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} slots={{ root: Root, backdrop: Backdrop }}>
        <Fade in={open} role="dialog" aria-labelledby="release-title">
          <Title id="release-title">New in version 2.4</Title>
          <List>
            {NOTES.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </List>
          <Button type="button" onClick={() => setOpen(false)}>
            Close
          </Button>
        </Fade>
      </Modal>
    </div>
  );
}
