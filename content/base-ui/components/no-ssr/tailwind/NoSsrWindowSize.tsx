import { NoSsr } from '@mui/base/NoSsr';

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
    <p className="m-0 min-w-60 rounded-lg bg-slate-100 px-4 py-3 text-sm dark:bg-slate-800">
      Your screen:{' '}
      <NoSsr fallback={<strong>measuring…</strong>}>
        <ScreenInfo />
      </NoSsr>
    </p>
  );
}
