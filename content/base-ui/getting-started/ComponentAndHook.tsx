import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { useSwitch } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

const Styles = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 32,
  fontSize: '0.875rem',
  '& .field': { display: 'inline-flex', alignItems: 'center', gap: 10 },
  '& .switch': {
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    width: 40,
    height: 24,
  },
  '& .track': { position: 'absolute', inset: 0, borderRadius: 12, backgroundColor: '#7b8394' },
  '& .thumb': {
    position: 'absolute',
    top: 4,
    insetInlineStart: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#fff',
  },
  '& .input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
  '& .switch.is-checked .track': { backgroundColor: '#2d57d6' },
  '& .switch.is-checked .thumb': { insetInlineStart: 20 },
  '& .switch.is-focus-visible .track': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    '& .track': { backgroundColor: '#4b5565' },
    '& .switch.is-checked .track': { backgroundColor: '#8aaeff' },
  }),
}));

// The same classes for both: the component's state comes from its owner state,
// the hook's from its return value.
function rootClass(checked: boolean, focusVisible: boolean) {
  return ['switch', checked && 'is-checked', focusVisible && 'is-focus-visible']
    .filter(Boolean)
    .join(' ');
}

// The hook: state and an input prop getter; every element is ours.
function HookSwitch({ label }: { label: string }) {
  const { getInputProps, checked, focusVisible } = useSwitch({ defaultChecked: true });
  return (
    <label className="field">
      <span className={rootClass(checked, focusVisible)}>
        <span className="track" />
        <span className="thumb" />
        <input {...getInputProps()} className="input" />
      </span>
      {label}
    </label>
  );
}

export default function ComponentAndHook() {
  return (
    <Styles>
      {/* The component: it renders the parts, we add classes to them. */}
      <label className="field">
        <Switch
          defaultChecked
          slotProps={{
            root: (ownerState) => ({
              className: rootClass(ownerState.checked, ownerState.focusVisible),
            }),
            track: { className: 'track' },
            thumb: { className: 'thumb' },
            input: { className: 'input' },
          }}
        />
        Built with Switch
      </label>
      <HookSwitch label="Built with useSwitch" />
    </Styles>
  );
}
