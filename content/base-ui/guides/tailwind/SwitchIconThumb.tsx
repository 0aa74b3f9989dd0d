import { Switch, type SwitchOwnerState } from '@mui/base/Switch';

// The thumb slot, replaced: it reads `ownerState` to pick its icon and keeps it off the DOM.
function IconThumb({
  ownerState,
  className,
}: {
  ownerState: SwitchOwnerState;
  className?: string;
}) {
  return (
    <span className={className}>
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        {ownerState.checked ? (
          <path d="M10.5 1.5a6.5 6.5 0 1 0 4 10.6A5.5 5.5 0 0 1 10.5 1.5Z" fill="currentColor" />
        ) : (
          <g fill="currentColor">
            <circle cx="8" cy="8" r="3.2" />
            <path d="M7.3 0h1.4v2.4H7.3zM7.3 13.6h1.4V16H7.3zM0 7.3h2.4v1.4H0zM13.6 7.3H16v1.4h-2.4z" />
          </g>
        )}
      </svg>
    </span>
  );
}

const track = [
  'absolute inset-0 rounded-full bg-slate-400 transition-colors dark:bg-slate-600',
  'group-[.base--checked]:bg-blue-600 dark:group-[.base--checked]:bg-blue-600',
  'group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-[3px]',
  'group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-300',
].join(' ');

const thumbClass = [
  'absolute start-[3px] top-[3px] grid h-[18px] w-[18px] place-items-center rounded-full bg-white',
  'text-amber-700 transition-all group-[.base--checked]:start-[23px]',
  'group-[.base--checked]:text-blue-600',
].join(' ');

export default function SwitchIconThumb() {
  return (
    <label className="inline-flex cursor-pointer items-center gap-3 text-sm">
      <Switch
        className="group relative inline-block h-6 w-11 shrink-0 cursor-pointer"
        slots={{ thumb: IconThumb }}
        slotProps={{
          track: { className: track },
          thumb: { className: thumbClass },
          input: { className: 'absolute inset-0 z-[1] m-0 cursor-[inherit] opacity-0' },
        }}
        defaultChecked
      />
      Dark theme for reports
    </label>
  );
}
