import * as React from 'react';
import { Switch as BaseSwitch, type SwitchProps } from '@mui/base/Switch';

function Switch(props: SwitchProps) {
  return (
    <BaseSwitch
      {...props}
      slotProps={{
        root: { className: 'group relative inline-block h-5 w-9 shrink-0' },
        track: {
          className: [
            'absolute inset-0 rounded-full bg-slate-400 dark:bg-slate-600',
            'group-[.base--checked]:bg-green-700 dark:group-[.base--checked]:bg-green-700',
            'group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-[3px]',
            'group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-300',
          ].join(' '),
        },
        thumb: {
          className:
            'absolute start-0.5 top-0.5 h-4 w-4 rounded-full bg-white transition-all group-[.base--checked]:start-[18px]',
        },
        input: { className: 'absolute inset-0 m-0 opacity-0' },
      }}
    />
  );
}

const label = 'flex cursor-pointer items-center gap-3 text-sm';

export default function SwitchWithLabel() {
  const [darkRoom, setDarkRoom] = React.useState(false);
  return (
    <div className="flex flex-col gap-3">
      <label className={label}>
        <Switch checked={darkRoom} onChange={(event) => setDarkRoom(event.target.checked)} />
        Night light {darkRoom ? 'on' : 'off'}
      </label>
      <label className={label}>
        <Switch defaultChecked />
        Play sounds
      </label>
    </div>
  );
}
