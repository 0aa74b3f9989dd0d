import * as React from 'react';
import { CssTransition } from '@mui/base/Transitions';
import { useTransitionTrigger, TransitionContext } from '@mui/base/useTransition';
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

const Collapse = styled(CssTransition)({
  display: 'grid',
  gridTemplateRows: '0fr',
  transition: 'grid-template-rows 200ms ease',
  '&.open': { gridTemplateRows: '1fr' },
  '& > div': { overflow: 'hidden' },
});

// The content stays mounted and is hidden once the exit has finished. In @mui/base
// 5.0.0-beta.63, a trigger that unmounts its content when `hasExited` turns true skips the
// exit transition: `hasExited` is already true on the render that closes it.
function Collapsible({ open, children }: { open: boolean; children: React.ReactNode }) {
  const { contextValue, hasExited } = useTransitionTrigger(open);
  return (
    <TransitionContext.Provider value={contextValue}>
      <div hidden={hasExited}>{children}</div>
    </TransitionContext.Provider>
  );
}

export default function CollapseTransition() {
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ maxWidth: 360, fontSize: '0.875rem' }}>
      <Button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        When will my order ship?
      </Button>
      <Collapsible open={open}>
        <Collapse enterClassName="open">
          <div>
            <p>
              Orders placed before 14:00 on a working day leave the warehouse the same day. Tracking
              details arrive by email as soon as the carrier scans the parcel.
            </p>
          </div>
        </Collapse>
      </Collapsible>
    </div>
  );
}
