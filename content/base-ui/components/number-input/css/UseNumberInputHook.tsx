import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import classes from './UseNumberInputHook.module.css';

export default function UseNumberInputHook() {
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, focused } =
    useNumberInput({ defaultValue: 20, min: 0, max: 100, step: 5, inputId: 'discount' });
  return (
    <div className={classes.field}>
      <label htmlFor="discount">Discount (%)</label>
      <div {...getRootProps()} className={classes.root} data-focused={focused || undefined}>
        <input {...getInputProps()} role="spinbutton" className={classes.input} />
        <button {...getIncrementButtonProps()} aria-label="Increase" className={classes.stepper}>
          ▲
        </button>
        <button {...getDecrementButtonProps()} aria-label="Decrease" className={classes.stepper}>
          ▼
        </button>
      </div>
    </div>
  );
}
