import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { Switch } from '@mui/base/Switch';

const button =
  'rounded-lg border border-solid border-[#c2c8d3] bg-white px-3 py-1.5 text-sm text-[#171a21] [font-family:inherit] cursor-pointer dark:border-[#4b5565] dark:bg-[#171a21] dark:text-[#f6f7f9]';

const DIGESTS = ['Daily', 'Weekly', 'Monthly'];

export default function ControlledUncontrolled() {
  // Controlled: this state is the only source of truth for the select.
  const [digest, setDigest] = React.useState<string | null>('Weekly');
  // The switch is uncontrolled; we only record what it reports.
  const [lastChange, setLastChange] = React.useState('nothing yet');

  return (
    <div className="grid justify-items-start gap-3 text-sm">
      <div className="flex flex-wrap items-center gap-2.5">
        <span id="digest-label">Digest</span>
        <Select
          value={digest}
          onChange={(_event, value) => setDigest(value)}
          placeholder="Never"
          aria-labelledby="digest-label"
          slotProps={{
            root: {
              className: `${button} min-w-[160px] text-start [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-1 [&.base--focusVisible]:outline-[#8aaeff]`,
            },
            listbox: {
              className:
                'my-1 min-w-[160px] list-none rounded-lg border border-solid border-[#dadee6] bg-white p-1 text-sm text-[#171a21] shadow-[0_4px_16px_rgb(0_0_0/0.12)] outline-0 dark:border-[#3d4452] dark:bg-[#1f232b] dark:text-[#f6f7f9]',
            },
            popup: { className: 'z-[1300]' },
          }}
        >
          {DIGESTS.map((option) => (
            <Option
              key={option}
              value={option}
              className="cursor-default rounded-md px-2 py-1.5 [&.base--selected]:font-bold [&.base-Option-highlighted]:bg-[#e8ecf2] dark:[&.base-Option-highlighted]:bg-[#2f3540]"
            >
              {option}
            </Option>
          ))}
        </Select>
        <button
          type="button"
          className={`${button} focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-1 focus-visible:outline-[#8aaeff]`}
          onClick={() => setDigest(null)}
        >
          Turn off
        </button>
      </div>
      <label className="flex flex-wrap items-center gap-2.5">
        <Switch
          defaultChecked
          onChange={(event) => setLastChange(event.target.checked ? 'turned on' : 'turned off')}
          slotProps={{
            root: { className: 'group relative inline-block h-6 w-10 shrink-0' },
            track: {
              className:
                'absolute inset-0 rounded-xl bg-[#7b8394] group-[.base--checked]:bg-[#2d57d6] group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-[3px] group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-[#8aaeff] dark:bg-[#4b5565] dark:group-[.base--checked]:bg-[#8aaeff]',
            },
            thumb: {
              className:
                'absolute start-1 top-1 h-4 w-4 rounded-full bg-white group-[.base--checked]:start-5',
            },
            input: { className: 'absolute inset-0 m-0 cursor-pointer opacity-0' },
          }}
        />
        Product news
      </label>
      <p className="m-0 text-[#5b6374] dark:text-[#9aa2b1]" aria-live="polite">
        Digest: {digest ?? 'never'} · Product news switch: {lastChange}
      </p>
    </div>
  );
}
