import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';

const button = [
  'h-7 w-7 cursor-pointer rounded-md border-0 bg-slate-100 p-0 font-[inherit] font-bold',
  'text-inherit hover:bg-slate-200 disabled:cursor-not-allowed disabled:opacity-40',
  'dark:bg-slate-800',
].join(' ');

export default function NumberInputUnit() {
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, focused } =
    useNumberInput({ defaultValue: 20, min: 1, max: 32, inputId: 'bag-weight' });
  return (
    <div className="grid justify-items-start gap-1 text-sm">
      <label htmlFor="bag-weight">Checked bag (kg)</label>
      <div
        {...getRootProps()}
        data-focused={focused || undefined}
        className={[
          'inline-flex items-center gap-1 rounded-lg border border-solid bg-white p-1 dark:bg-slate-900',
          focused
            ? 'border-blue-600 ring-[3px] ring-blue-300'
            : 'border-slate-300 dark:border-slate-600',
        ].join(' ')}
      >
        <button {...getDecrementButtonProps()} aria-label="Lighter" className={button}>
          −
        </button>
        <input
          {...getInputProps()}
          role="spinbutton"
          className="w-[3ch] border-0 bg-transparent py-1 text-end font-[inherit] text-inherit outline-0"
        />
        <span aria-hidden="true" className="pe-1 text-slate-600 dark:text-slate-300">
          kg
        </span>
        <button {...getIncrementButtonProps()} aria-label="Heavier" className={button}>
          +
        </button>
      </div>
    </div>
  );
}
