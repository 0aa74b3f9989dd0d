import { Button as BaseButton, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

const Button = styled(BaseButton)(({ theme }) => ({
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  color: '#171a21',
  cursor: 'pointer',
  outline: 'none',
  ...theme.applyStyles('dark', {
    borderColor: '#4b5565',
    backgroundColor: '#171a21',
    color: '#f6f7f9',
  }),
}));

// Every focus, mouse included: the ring also appears after a click.
const OnFocus = styled(Button)(({ theme }) => ({
  '&:focus': { boxShadow: '0 0 0 3px #2d57d6' },
  ...theme.applyStyles('dark', { '&:focus': { boxShadow: '0 0 0 3px #8aaeff' } }),
}));

// Keyboard focus only.
const OnFocusVisible = styled(Button)(({ theme }) => ({
  [`&.${buttonClasses.focusVisible}`]: { boxShadow: '0 0 0 3px #2d57d6' },
  ...theme.applyStyles('dark', {
    [`&.${buttonClasses.focusVisible}`]: { boxShadow: '0 0 0 3px #8aaeff' },
  }),
}));

export default function FocusRingComparison() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <OnFocus>Ring on every focus</OnFocus>
      <OnFocusVisible>Ring on keyboard focus</OnFocusVisible>
    </div>
  );
}
