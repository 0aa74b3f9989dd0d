import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { useSwitch } from '@mui/base/useSwitch';

const track =
  'absolute inset-0 rounded-xl bg-[#7b8394] group-[.is-checked]:bg-[#2d57d6] group-[.is-focus-visible]:outline group-[.is-focus-visible]:outline-[3px] group-[.is-focus-visible]:outline-offset-2 group-[.is-focus-visible]:outline-[#8aaeff] dark:bg-[#4b5565] dark:group-[.is-checked]:bg-[#8aaeff]';
const thumb = 'absolute start-1 top-1 h-4 w-4 rounded-full bg-white group-[.is-checked]:start-5';
const input = 'absolute inset-0 m-0 cursor-pointer opacity-0';

// The same classes for both: the component's state comes from its owner state,
// the hook's from its return value.
function rootClass(checked: boolean, focusVisible: boolean) {
  return [
    'group relative inline-block h-6 w-10 shrink-0',
    checked && 'is-checked',
    focusVisible && 'is-focus-visible',
  ]
    .filter(Boolean)
    .join(' ');
}

// The hook: state and an input prop getter; every element is ours.
function HookSwitch({ label }: { label: string }) {
  const { getInputProps, checked, focusVisible } = useSwitch({ defaultChecked: true });
  return (
    <label className="inline-flex items-center gap-2.5">
      <span className={rootClass(checked, focusVisible)}>
        <span className={track} />
        <span className={thumb} />
        <input {...getInputProps()} className={input} />
      </span>
      {label}
    </label>
  );
}

export default function ComponentAndHook() {
  return (
    <div className="flex flex-wrap gap-8 text-sm">
      {/* The component: it renders the parts, we add classes to them. */}
      <label className="inline-flex items-center gap-2.5">
        <Switch
          defaultChecked
          slotProps={{
            root: (ownerState) => ({
              className: rootClass(ownerState.checked, ownerState.focusVisible),
            }),
            track: { className: track },
            thumb: { className: thumb },
            input: { className: input },
          }}
        />
        Built with Switch
      </label>
      <HookSwitch label="Built with useSwitch" />
    </div>
  );
}
