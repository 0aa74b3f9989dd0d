import * as React from 'react';
import { Portal } from '@mui/base/Portal';

const panel = [
  'rounded-lg border border-solid border-slate-200 bg-white px-4 py-3 text-sm text-slate-900',
  'shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50 dark:shadow-black/50',
].join(' ');

export default function DisablePortal() {
  const [disablePortal, setDisablePortal] = React.useState(true);
  const target = React.useRef<HTMLDivElement>(null);
  return (
    <div className="grid gap-3 text-sm">
      <label>
        <input
          type="checkbox"
          checked={disablePortal}
          onChange={(event) => setDisablePortal(event.target.checked)}
        />{' '}
        disablePortal
      </label>
      <div className={panel}>
        Parent:{' '}
        <Portal disablePortal={disablePortal} container={() => target.current}>
          <strong>Invoice #2291 · paid</strong>
        </Portal>
      </div>
      <div ref={target} className={panel}>
        Container:{' '}
      </div>
    </div>
  );
}
