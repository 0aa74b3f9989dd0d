import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const slotProps = {
  root: {
    className: [
      'min-w-[220px] cursor-pointer rounded-lg border border-solid border-slate-300 bg-white',
      'px-3 py-2 text-start font-[inherit] text-slate-900 dark:border-slate-600 dark:bg-slate-900',
      'dark:text-slate-50 after:float-end after:content-["▾"] [&.base--expanded]:after:content-["▴"]',
      '[&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px]',
      '[&.base--focusVisible]:outline-offset-1 [&.base--focusVisible]:outline-blue-300',
    ].join(' '),
  },
  listbox: {
    className: [
      'my-1 min-w-[220px] list-none rounded-lg border border-solid border-slate-200 bg-white p-1',
      'text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50',
    ].join(' '),
  },
  // Open above the button, 6px away, and stay inside this demo's element instead of <body>.
  popup: { className: 'z-[1]', placement: 'top-start' as const, offset: 6, disablePortal: true },
};

const option = [
  'cursor-default rounded-md px-2 py-1.5 [&.base-Option-highlighted]:bg-slate-200',
  'dark:[&.base-Option-highlighted]:bg-slate-700 [&.base--selected]:font-bold',
  '[&.base--selected]:text-blue-900 dark:[&.base--selected]:text-blue-200',
  '[&.base--disabled]:text-slate-500',
].join(' ');

const ENDINGS = [
  { value: 'lf', label: 'LF (Linux, macOS)' },
  { value: 'crlf', label: 'CRLF (Windows)' },
  { value: 'cr', label: 'CR (classic Mac OS)' },
];

export default function SelectPlacement() {
  return (
    // A bar at the bottom of an editor: there is no room below it, so the list opens upwards.
    <div className="relative mt-[140px] flex items-center gap-2.5 rounded-lg bg-[#eef0f4] px-2.5 py-1.5 text-sm dark:bg-[#22262f]">
      <span className="me-auto text-[#4b5565] dark:text-[#b8bfcc]">Ln 12, Col 4</span>
      <label htmlFor="endings-select">Line endings</label>
      <Select id="endings-select" defaultValue="lf" slotProps={slotProps}>
        {ENDINGS.map((ending) => (
          <Option key={ending.value} value={ending.value} className={option}>
            {ending.label}
          </Option>
        ))}
      </Select>
    </div>
  );
}
