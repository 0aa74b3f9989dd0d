import * as React from 'react';
import { Button as BaseButton, buttonClasses, type ButtonProps } from '@mui/base/Button';
import { styled } from '@mui/system';

interface UiButtonProps extends ButtonProps {
  variant?: 'primary' | 'secondary';
}

const StyledButton = styled(BaseButton, {
  shouldForwardProp: (prop) => prop !== 'variant',
})<UiButtonProps>(({ theme, variant = 'primary' }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 16px',
  borderRadius: 8,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  transition: 'background-color 120ms',
  ...(variant === 'primary'
    ? {
        border: '1px solid #4338ca',
        backgroundColor: '#4f46e5',
        color: '#fff',
        '&:hover': { backgroundColor: '#4338ca' },
      }
    : {
        border: '1px solid #cbd5e1',
        backgroundColor: '#fff',
        color: '#0f172a',
        '&:hover': { backgroundColor: '#f8fafc' },
        ...theme.applyStyles('dark', {
          borderColor: '#475569',
          backgroundColor: '#1e293b',
          color: '#f1f5f9',
          '&:hover': { backgroundColor: '#334155' },
        }),
      }),
  [`&.${buttonClasses.focusVisible}`]: { outline: 'none', boxShadow: '0 0 0 4px #a5b4fc' },
  [`&.${buttonClasses.disabled}`]: { opacity: 0.5, cursor: 'not-allowed' },
}));

// One wrapper for the whole app: callers pick a variant and may add layout classes.
const UiButton = React.forwardRef<HTMLButtonElement, UiButtonProps>(function UiButton(props, ref) {
  return <StyledButton ref={ref} {...props} />;
});

export default function TailwindWrapperButtons() {
  const [count, setCount] = React.useState(3);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      <UiButton onClick={() => setCount((n) => n + 1)}>Add seat</UiButton>
      <UiButton
        variant="secondary"
        disabled={count === 1}
        focusableWhenDisabled
        onClick={() => setCount((n) => n - 1)}
      >
        Remove seat
      </UiButton>
      <p role="status" style={{ margin: 0, fontSize: '0.875rem' }}>
        {count} {count === 1 ? 'seat' : 'seats'}
      </p>
    </div>
  );
}
