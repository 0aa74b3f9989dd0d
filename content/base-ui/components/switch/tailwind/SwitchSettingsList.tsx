import * as React from 'react';
import { Switch } from '@mui/base/Switch';

const SETTINGS = [
  { id: 'digest', label: 'Weekly digest', hint: 'A summary of your projects every Monday.' },
  { id: 'mentions', label: 'Mentions', hint: 'When someone @-mentions you in a comment.' },
  { id: 'billing', label: 'Billing alerts', hint: 'Always on for account owners.', locked: true },
];

export default function SwitchSettingsList() {
  return (
    <fieldset className="m-0 grid w-full max-w-[400px] gap-3 border-0 p-0 text-sm">
      <legend className="mb-1 p-0 font-bold">Email notifications</legend>
      {SETTINGS.map((setting) => (
        <div key={setting.id} className="flex items-start justify-between gap-4">
          <span className="grid gap-0.5">
            <label htmlFor={`setting-${setting.id}`}>{setting.label}</label>
            <span
              id={`setting-${setting.id}-hint`}
              className="text-[0.8125rem] text-[#5b6374] dark:text-[#9aa2b1]"
            >
              {setting.hint}
            </span>
          </span>
          <Switch
            defaultChecked={setting.id !== 'mentions'}
            disabled={setting.locked}
            slotProps={{
              root: {
                className:
                  'group relative inline-block h-6 w-10 shrink-0 [&.base--disabled]:opacity-50',
              },
              track: {
                className:
                  'absolute inset-0 rounded-xl bg-[#7b8394] group-[.base--checked]:bg-[#2d57d6] group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-[3px] group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-[#8aaeff] dark:bg-[#4b5565] dark:group-[.base--checked]:bg-[#8aaeff]',
              },
              thumb: {
                className:
                  'absolute start-1 top-1 h-4 w-4 rounded-full bg-white group-[.base--checked]:start-5',
              },
              // The label names the input; the hint describes it.
              input: {
                className:
                  'absolute inset-0 m-0 cursor-pointer opacity-0 group-[.base--disabled]:cursor-not-allowed',
                id: `setting-${setting.id}`,
                'aria-describedby': `setting-${setting.id}-hint`,
              },
            }}
          />
        </div>
      ))}
    </fieldset>
  );
}
