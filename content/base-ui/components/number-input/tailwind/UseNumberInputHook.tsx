import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';

const stepper = [
  'cursor-pointer border-0 bg-slate-100 p-0 text-[0.625rem] leading-none text-inherit',
  'hover:bg-slate-200 disabled:cursor-not-allowed disabled:opacity-40 dark:bg-slate-800',
  'dark:hover:bg-slate-700',
].join(' ');

export default function UseNumberInputHook() {
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, focused } =
    useNumberInput({ defaultValue: 20, min: 0, max: 100, step: 5, inputId: 'discount' });
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor="discount">Discount (%)</label>
      <div
        {...getRootProps()}
        className={[
          'inline-grid grid-cols-[96px_28px] grid-rows-2 overflow-hidden rounded-lg border',
          'border-solid bg-white dark:bg-slate-900',
          focused
            ? 'border-blue-600 ring-[3px] ring-blue-300'
            : 'border-slate-300 dark:border-slate-600',
        ].join(' ')}
      >
        <input
          {...getInputProps()}
          role="spinbutton"
          className="row-span-2 min-w-0 border-0 bg-transparent px-3 py-2 font-[inherit] text-inherit outline-0"
        />
        <button {...getIncrementButtonProps()} aria-label="Increase" className={stepper}>
          ▲
        </button>
        <button {...getDecrementButtonProps()} aria-label="Decrease" className={stepper}>
          ▼
        </button>
      </div>
    </div>
  );
}
