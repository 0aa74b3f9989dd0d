import { useSwitch, type UseSwitchParameters } from '@mui/base/useSwitch';
import classes from './UseSwitchHook.module.css';

function LabelledSwitch(props: UseSwitchParameters & { label: string }) {
  const { getInputProps, checked, focusVisible } = useSwitch(props);
  return (
    <span
      className={classes.root}
      data-checked={checked || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      <input {...getInputProps()} aria-label={props.label} className={classes.input} />
      <span aria-hidden>{checked ? 'ON' : 'OFF'}</span>
    </span>
  );
}

export default function UseSwitchHook() {
  return (
    <div className={classes.row}>
      <LabelledSwitch label="Autosave" defaultChecked />
      <LabelledSwitch label="Spell check" />
    </div>
  );
}
