import * as React from 'react';
import { Button } from '@mui/base/Button';

const buttonClass = [
  'inline-flex cursor-pointer items-center gap-2 rounded-lg border-0 bg-[#2d57d6] px-4 py-2 text-sm',
  'font-semibold text-white [font-family:inherit] dark:bg-[#8aaeff] dark:text-[#0b0d12]',
  '[&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2',
  '[&.base--focusVisible]:outline-[#8aaeff] [&.base--disabled]:cursor-progress [&.base--disabled]:opacity-75',
].join(' ');

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
    <div className="flex items-center gap-3 text-sm">
      {/* Disabled while saving, but still focusable: focus stays on the button. */}
      <Button
        className={buttonClass}
        disabled={state === 'saving'}
        focusableWhenDisabled
        onClick={save}
      >
        {state === 'saving' ? (
          <span
            className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-solid border-current border-e-transparent motion-reduce:[animation-duration:2.4s]"
            aria-hidden
          />
        ) : null}
        {state === 'saving' ? 'Saving…' : 'Save changes'}
      </Button>
      <span role="status">{state === 'saved' ? 'All changes saved.' : ''}</span>
    </div>
  );
}
