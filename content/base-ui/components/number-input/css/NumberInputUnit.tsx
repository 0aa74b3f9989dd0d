import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import classes from './NumberInputUnit.module.css';

export default function NumberInputUnit() {
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, focused } =
    useNumberInput({ defaultValue: 20, min: 1, max: 32, inputId: 'bag-weight' });
  return (
    <div className={classes.field}>
      <label htmlFor="bag-weight">Checked bag (kg)</label>
      <div {...getRootProps()} data-focused={focused || undefined} className={classes.root}>
        <button {...getDecrementButtonProps()} aria-label="Lighter" className={classes.button}>
          −
        </button>
        <input {...getInputProps()} role="spinbutton" className={classes.input} />
        <span aria-hidden="true" className={classes.unit}>
          kg
        </span>
        <button {...getIncrementButtonProps()} aria-label="Heavier" className={classes.button}>
          +
        </button>
      </div>
    </div>
  );
}
