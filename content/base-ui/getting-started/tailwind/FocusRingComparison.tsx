import { Button } from '@mui/base/Button';

const button = [
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2',
  'font-[inherit] text-sm font-semibold text-slate-900 outline-none',
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50',
].join(' ');

export default function FocusRingComparison() {
  return (
    <div className="flex flex-wrap gap-3">
      {/* Every focus, mouse included: the ring also appears after a click. */}
      <Button className={`${button} focus:ring-[3px] focus:ring-blue-600 dark:focus:ring-blue-300`}>
        Ring on every focus
      </Button>
      {/* Keyboard focus only. */}
      <Button
        className={[
          button,
          '[&.base--focusVisible]:ring-[3px] [&.base--focusVisible]:ring-blue-600',
          'dark:[&.base--focusVisible]:ring-blue-300',
        ].join(' ')}
      >
        Ring on keyboard focus
      </Button>
    </div>
  );
}
