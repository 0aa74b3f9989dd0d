import * as React from 'react';
import { Button as BaseButton, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

const ink = { 300: '#8aaeff', 600: '#2d57d6' };
const grey = { 300: '#c2c8d3', 500: '#7b8394', 700: '#3d4452' };

const Button = styled(BaseButton)(({ theme }) => ({
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 8,
  border: `1px solid ${grey[300]}`,
  backgroundColor: 'transparent',
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  display: 'inline-block',
  '&:hover': { borderColor: ink[600] },
  [`&.${buttonClasses.focusVisible}`]: { outline: `3px solid ${ink[300]}`, outlineOffset: 2 },
  [`&.${buttonClasses.disabled}`]: {
    color: grey[500],
    borderStyle: 'dashed',
    cursor: 'not-allowed',
  },
  ...theme.applyStyles('dark', { borderColor: grey[700] }),
}));

export default function ButtonRootAndFocus() {
  const [message, setMessage] = React.useState('Tab through the buttons below.');

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button
          href="#button-as-link"
          onClick={(event: React.MouseEvent) => {
            event.preventDefault();
            setMessage('Rendered as an <a> because of href.');
          }}
        >
          Link root
        </Button>
        <Button
          slots={{ root: 'span' }}
          onClick={() => setMessage('A <span> with role="button" and keyboard support.')}
        >
          Span root
        </Button>
        <Button
          disabled
          focusableWhenDisabled
          onFocus={() => setMessage('Disabled, yet reachable with Tab.')}
        >
          Focusable when disabled
        </Button>
      </div>
      <p role="status" style={{ margin: 0, fontSize: '0.875rem' }}>
        {message}
      </p>
    </div>
  );
}
