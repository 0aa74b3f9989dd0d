import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

const Toolbar = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  gap: 4,
  padding: 4,
  borderRadius: 10,
  border: '1px solid #dadee6',
  '& .tool': {
    display: 'inline-grid',
    placeItems: 'center',
    width: 36,
    height: 36,
    padding: 0,
    border: 0,
    borderRadius: 7,
    color: '#3d4452',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  '& .tool:hover': { backgroundColor: '#eef0f4' },
  '& .tool:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 1 },
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    '& .tool': { color: '#dadee6' },
    '& .tool:hover': { backgroundColor: '#262b35' },
  }),
}));

const Tip = styled('div')(({ theme }) => ({
  padding: '4px 8px',
  borderRadius: 6,
  fontSize: '0.75rem',
  fontWeight: 600,
  color: '#fff',
  backgroundColor: '#22262f',
  ...theme.applyStyles('dark', { color: '#0b0d12', backgroundColor: '#dadee6' }),
}));

function TooltipButton(props: { label: string; hint: string; children: React.ReactNode }) {
  const { label, hint, children } = props;
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const timer = React.useRef<number | undefined>(undefined);
  const id = React.useId();

  // Open after a short delay (no flashing as the pointer passes by), close almost at once.
  const schedule = (next: boolean, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), delay);
  };
  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  // Escape hides the tooltip wherever focus is, without moving focus or the pointer.
  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        window.clearTimeout(timer.current);
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <React.Fragment>
      <button
        ref={setAnchor}
        type="button"
        className="tool"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        onPointerEnter={() => schedule(true, 400)}
        onPointerLeave={() => schedule(false, 100)}
        onFocus={() => schedule(true, 0)}
        onBlur={() => schedule(false, 0)}
      >
        {children}
      </button>
      <Popup
        id={id}
        open={open}
        anchor={anchor}
        placement="top"
        offset={6}
        style={{ zIndex: 1300 }}
        // The pointer may move onto the tooltip to read it: keep it open there.
        onPointerEnter={() => schedule(true, 0)}
        onPointerLeave={() => schedule(false, 100)}
      >
        <Tip>{hint}</Tip>
      </Popup>
    </React.Fragment>
  );
}

const icon = { width: 18, height: 18, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false };

export default function PopupTooltip() {
  return (
    <Toolbar role="group" aria-label="Text formatting">
      <TooltipButton label="Bold" hint="Bold · Ctrl+B">
        <svg {...icon}>
          <path
            fill="currentColor"
            d="M7 4h6a4 4 0 0 1 3 6.7A4 4 0 0 1 14 20H7zm3 3v4h3a2 2 0 0 0 0-4zm0 7v3h4a1.5 1.5 0 0 0 0-3z"
          />
        </svg>
      </TooltipButton>
      <TooltipButton label="Italic" hint="Italic · Ctrl+I">
        <svg {...icon}>
          <path fill="currentColor" d="M10 4h8v3h-2.6l-3 10H15v3H7v-3h2.6l3-10H10z" />
        </svg>
      </TooltipButton>
      <TooltipButton label="Insert link" hint="Insert link · Ctrl+K">
        <svg {...icon}>
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
          />
        </svg>
      </TooltipButton>
    </Toolbar>
  );
}
