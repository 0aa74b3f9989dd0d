import { useSwitch, type UseSwitchParameters } from '@mui/base/useSwitch';
import classes from './UseSwitchCheckbox.module.css';

function Checkbox({ label, ...props }: UseSwitchParameters & { label: string }) {
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(props);
  return (
    <label className={classes.field}>
      <span
        className={classes.box}
        data-checked={checked || undefined}
        data-focus-visible={focusVisible || undefined}
        data-disabled={disabled || undefined}
      >
        {/* Remove role="switch" (and its aria-checked) so the input keeps its checkbox role. */}
        <input
          {...getInputProps({ role: undefined, 'aria-checked': undefined })}
          className={classes.input}
        />
        {checked ? (
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden focusable="false">
            <path d="M2 6.5 5 9l5-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        ) : null}
      </span>
      {label}
    </label>
  );
}

export default function UseSwitchCheckbox() {
  return (
    <div className={classes.root}>
      <Checkbox label="Gift wrap this order" defaultChecked />
      <Checkbox label="Leave at the door" />
      <Checkbox label="Signature required (not available)" disabled />
    </div>
  );
}
