import * as React from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import { keyframes, styled } from '@mui/system';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const SaveButton = styled(Button)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 16px',
  border: 0,
  borderRadius: 8,
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#fff',
  backgroundColor: '#2d57d6',
  cursor: 'pointer',
  [`&.${buttonClasses.focusVisible}`]: { outline: '3px solid #8aaeff', outlineOffset: 2 },
  [`&.${buttonClasses.disabled}`]: { cursor: 'progress', opacity: 0.75 },
  '& .spinner': {
    width: 14,
    height: 14,
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderInlineEndColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
  },
  '@media (prefers-reduced-motion: reduce)': { '& .spinner': { animationDuration: '2.4s' } },
  ...theme.applyStyles('dark', { color: '#0b0d12', backgroundColor: '#8aaeff' }),
}));

export default function LoadingButton() {
  const [state, setState] = React.useState<'idle' | 'saving' | 'saved'>('idle');
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const save = () => {
    setState('saving');
    // Stands in for a request that takes a moment.
    timer.current = window.setTimeout(() => setState('saved'), 1200);
  };

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: '0.875rem' }}>
      {/* Disabled while saving, but still focusable: focus stays on the button. */}
      <SaveButton disabled={state === 'saving'} focusableWhenDisabled onClick={save}>
        {state === 'saving' ? <span className="spinner" aria-hidden /> : null}
        {state === 'saving' ? 'Saving…' : 'Save changes'}
      </SaveButton>
      <span role="status">{state === 'saved' ? 'All changes saved.' : ''}</span>
    </div>
  );
}
