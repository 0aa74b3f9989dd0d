import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import { styled } from '@mui/system';

const accent = { 300: '#8aaeff', 600: '#2d57d6', 700: '#2446ad' };

interface StateButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  children: React.ReactNode;
}

const Root = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  font: 'inherit',
  fontWeight: 600,
  fontSize: '0.875rem',
  padding: '8px 14px',
  borderRadius: 999,
  border: '1px solid currentColor',
  color: accent[700],
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&[data-active]': { backgroundColor: accent[600], color: '#fff', borderColor: accent[600] },
  '&[data-focus-visible]': { outline: `3px solid ${accent[300]}`, outlineOffset: 2 },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  ...theme.applyStyles('dark', { color: accent[300] }),
}));

const StateButton = React.forwardRef<HTMLButtonElement, StateButtonProps>(function StateButton(
  { children, disabled, ...other },
  ref,
) {
  const { getRootProps, active, focusVisible } = useButton({
    disabled,
    rootRef: ref,
    rootElementName: 'button',
  });

  return (
    <Root
      {...getRootProps(other)}
      data-active={active ? '' : undefined}
      data-focus-visible={focusVisible ? '' : undefined}
    >
      {children}
      <span aria-hidden style={{ fontSize: '0.75rem', fontWeight: 400 }}>
        {active ? 'pressed' : focusVisible ? 'keyboard focus' : 'idle'}
      </span>
    </Root>
  );
});

export default function UseButtonHook() {
  const [count, setCount] = React.useState(0);

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
      <StateButton onClick={() => setCount((value) => value + 1)}>Press me</StateButton>
      <StateButton disabled>Disabled</StateButton>
      <span role="status" style={{ fontSize: '0.875rem' }}>
        Clicked {count} {count === 1 ? 'time' : 'times'}
      </span>
    </div>
  );
}
