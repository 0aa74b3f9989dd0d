import { useSwitch, type UseSwitchParameters } from '@mui/base/useSwitch';

function LabelledSwitch(props: UseSwitchParameters & { label: string }) {
  const { getInputProps, checked, focusVisible } = useSwitch(props);
  return (
    <span
      className={[
        'relative box-border inline-flex h-7 w-16 items-center rounded-md border border-solid px-2',
        'text-xs font-bold',
        checked
          ? 'justify-end border-blue-600 bg-blue-600 text-white'
          : 'border-slate-500 bg-white text-slate-700 dark:bg-slate-900 dark:text-slate-200',
        focusVisible ? 'outline outline-[3px] outline-offset-2 outline-blue-300' : '',
      ].join(' ')}
    >
      <input
        {...getInputProps()}
        aria-label={props.label}
        className="absolute inset-0 m-0 cursor-pointer opacity-0"
      />
      <span aria-hidden>{checked ? 'ON' : 'OFF'}</span>
    </span>
  );
}

export default function UseSwitchHook() {
  return (
    <div className="flex gap-4">
      <LabelledSwitch label="Autosave" defaultChecked />
      <LabelledSwitch label="Spell check" />
    </div>
  );
}
