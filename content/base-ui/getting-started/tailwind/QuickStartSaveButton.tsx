import * as React from 'react';
import { Button } from '@mui/base/Button';

const save = [
  'cursor-pointer rounded-lg border-0 bg-blue-700 px-4 py-2 font-[inherit] text-sm font-semibold',
  'text-white hover:bg-blue-800 [&.base--active]:bg-blue-900',
  '[&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px]',
  '[&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300',
  '[&.base--disabled]:cursor-not-allowed [&.base--disabled]:bg-slate-200',
  '[&.base--disabled]:text-slate-700 dark:[&.base--disabled]:bg-slate-800',
  'dark:[&.base--disabled]:text-slate-300',
].join(' ');

export default function QuickStartSaveButton() {
  const [saves, setSaves] = React.useState(0);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button className={save} onClick={() => setSaves((count) => count + 1)}>
        Save
      </Button>
      <Button className={save} disabled>
        Publish
      </Button>
      <p role="status" className="m-0 text-sm">
        {saves === 0 ? 'Not saved yet.' : `Saved ${saves} ${saves === 1 ? 'time' : 'times'}.`}
      </p>
    </div>
  );
}
