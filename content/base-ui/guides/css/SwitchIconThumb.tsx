import { Switch, type SwitchOwnerState } from '@mui/base/Switch';
import classes from './SwitchIconThumb.module.css';

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

export default function SwitchIconThumb() {
  return (
    <label className={classes.label}>
      <Switch
        className={classes.switch}
        slots={{ thumb: IconThumb }}
        slotProps={{
          track: { className: classes.track },
          thumb: { className: classes.thumb },
          input: { className: classes.input },
        }}
        defaultChecked
      />
      Dark theme for reports
    </label>
  );
}
