import * as React from 'react';
import { Portal } from '@mui/base/Portal';

const button = [
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-1.5',
  'font-[inherit] text-sm font-semibold text-slate-900 hover:bg-slate-100',
  'focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2',
  'focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50',
  'dark:hover:bg-slate-800',
].join(' ');

const panel = [
  'rounded-lg border border-solid border-slate-200 bg-white px-4 py-3 text-sm text-slate-900',
  'shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50 dark:shadow-black/50',
].join(' ');

export default function PortalEventBubbling() {
  const [clicks, setClicks] = React.useState(0);
  const target = React.useRef<HTMLDivElement>(null);
  return (
    <div className="grid gap-3 text-sm">
      <div className={panel} onClick={() => setClicks((count) => count + 1)}>
        Parent with onClick — clicks received: <strong>{clicks}</strong>
        <Portal container={() => target.current}>
          <button type="button" className={button}>
            Click me (portalled)
          </button>
        </Portal>
      </div>
      <div ref={target} className={panel} />
    </div>
  );
}
