import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';

const Card = styled('p')(({ theme }) => ({
  margin: 0,
  padding: '12px 16px',
  minWidth: 240,
  borderRadius: 8,
  fontSize: '0.875rem',
  backgroundColor: '#f0f3f7',
  ...theme.applyStyles('dark', { backgroundColor: '#262b35' }),
}));

// Runs only in the browser: NoSsr doesn't render it on the server.
function ScreenInfo() {
  return (
    <strong>
      {window.screen.width} × {window.screen.height} px, pixel ratio {window.devicePixelRatio}
    </strong>
  );
}

export default function NoSsrWindowSize() {
  return (
    <Card>
      Your screen:{' '}
      <NoSsr fallback={<strong>measuring…</strong>}>
        <ScreenInfo />
      </NoSsr>
    </Card>
  );
}
