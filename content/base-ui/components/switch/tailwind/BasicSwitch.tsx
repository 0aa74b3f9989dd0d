import { Switch, type SwitchProps } from '@mui/base/Switch';

const slotProps: SwitchProps['slotProps'] = {
  root: {
    className:
      'group relative inline-block h-6 w-11 cursor-pointer [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-45',
  },
  track: {
    className: [
      'absolute inset-0 rounded-full bg-slate-400 transition-colors dark:bg-slate-600',
      'group-[.base--checked]:bg-blue-600 dark:group-[.base--checked]:bg-blue-600',
      'group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-[3px]',
      'group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-300',
    ].join(' '),
  },
  thumb: {
    className:
      'absolute start-[3px] top-[3px] h-[18px] w-[18px] rounded-full bg-white transition-all group-[.base--checked]:start-[23px]',
  },
};

const SWITCHES = [
  { label: 'Notifications', defaultChecked: true },
  { label: 'Location' },
  { label: 'Backup (managed by your admin)', defaultChecked: true, disabled: true },
];

export default function BasicSwitch() {
  return (
    <div className="flex gap-4">
      {SWITCHES.map(({ label, ...props }) => (
        <Switch
          key={label}
          slotProps={{
            ...slotProps,
            input: {
              'aria-label': label,
              className: 'absolute inset-0 z-[1] m-0 cursor-[inherit] opacity-0',
            },
          }}
          {...props}
        />
      ))}
    </div>
  );
}
