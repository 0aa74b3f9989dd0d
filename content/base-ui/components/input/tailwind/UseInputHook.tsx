import * as React from 'react';
import { useInput } from '@mui/base/useInput';

function FloatingLabelInput({ id, label }: { id: string; label: string }) {
  const [value, setValue] = React.useState('');
  const { getRootProps, getInputProps, focused } = useInput({
    value,
    onChange: (event) => setValue(event.target.value),
  });
  const raised = focused || value !== '';
  return (
    <div
      {...getRootProps()}
      className={[
        'relative w-[260px] rounded-lg border border-solid bg-white dark:bg-slate-900',
        focused
          ? 'border-blue-600 ring-[3px] ring-blue-300'
          : 'border-slate-300 dark:border-slate-600',
      ].join(' ')}
    >
      <label
        htmlFor={id}
        className={[
          'pointer-events-none absolute start-3 text-slate-600 transition-all dark:text-slate-400',
          raised ? 'top-[5px] text-[0.6875rem]' : 'top-3.5 text-sm',
        ].join(' ')}
      >
        {label}
      </label>
      <input
        {...getInputProps()}
        id={id}
        className="box-border w-full border-0 bg-transparent px-3 pb-1.5 pt-5 font-[inherit] text-sm text-inherit outline-0"
      />
    </div>
  );
}

export default function UseInputHook() {
  return (
    <div className="grid gap-3">
      <FloatingLabelInput id="hook-first-name" label="First name" />
      <FloatingLabelInput id="hook-city" label="City" />
    </div>
  );
}
