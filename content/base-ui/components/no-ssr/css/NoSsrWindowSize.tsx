import { NoSsr } from '@mui/base/NoSsr';
import classes from './NoSsrWindowSize.module.css';

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
    <p className={classes.card}>
      Your screen:{' '}
      <NoSsr fallback={<strong>measuring…</strong>}>
        <ScreenInfo />
      </NoSsr>
    </p>
  );
}
