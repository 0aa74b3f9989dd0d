import { Switch } from '@mui/base/Switch';

// Every arbitrary variant below targets a class Switch puts on its parts by default.
const root = [
  'relative inline-block h-6 w-10 shrink-0',
  '[&_.base-Switch-track]:absolute [&_.base-Switch-track]:inset-0',
  '[&_.base-Switch-track]:rounded-xl [&_.base-Switch-track]:bg-slate-500',
  'dark:[&_.base-Switch-track]:bg-slate-600',
  '[&_.base-Switch-thumb]:absolute [&_.base-Switch-thumb]:start-1 [&_.base-Switch-thumb]:top-1',
  '[&_.base-Switch-thumb]:h-4 [&_.base-Switch-thumb]:w-4 [&_.base-Switch-thumb]:rounded-full',
  '[&_.base-Switch-thumb]:bg-white [&_.base-Switch-thumb]:transition-all',
  '[&_.base-Switch-input]:absolute [&_.base-Switch-input]:inset-0 [&_.base-Switch-input]:m-0',
  '[&_.base-Switch-input]:cursor-pointer [&_.base-Switch-input]:opacity-0',
  '[&.base--checked_.base-Switch-track]:bg-blue-700',
  'dark:[&.base--checked_.base-Switch-track]:bg-blue-700',
  '[&.base--checked_.base-Switch-thumb]:start-5',
  '[&.base--focusVisible_.base-Switch-track]:outline',
  '[&.base--focusVisible_.base-Switch-track]:outline-[3px]',
  '[&.base--focusVisible_.base-Switch-track]:outline-offset-2',
  '[&.base--focusVisible_.base-Switch-track]:outline-blue-300',
].join(' ');

export default function FirstSwitch() {
  return (
    <label className="inline-flex items-center gap-3 text-sm">
      <Switch defaultChecked className={root} />
      Email notifications
    </label>
  );
}
