import * as React from 'react';
import { Button as BaseButton, type ButtonProps } from '@mui/base/Button';

const base = [
  'inline-flex cursor-pointer items-center gap-2 rounded-lg border border-solid px-4 py-2',
  'font-[inherit] text-sm font-semibold transition',
  '[&.base--focusVisible]:outline-none [&.base--focusVisible]:ring-4',
  '[&.base--focusVisible]:ring-indigo-300',
  '[&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-50',
].join(' ');

const variants = {
  primary: 'border-indigo-700 bg-indigo-600 text-white hover:bg-indigo-700',
  secondary: [
    'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
    'dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  ].join(' '),
};

interface UiButtonProps extends ButtonProps {
  variant?: keyof typeof variants;
}

// One wrapper for the whole app: callers pick a variant and may add layout classes.
const UiButton = React.forwardRef<HTMLButtonElement, UiButtonProps>(function UiButton(
  { variant = 'primary', className, ...props },
  ref,
) {
  return (
    <BaseButton
      ref={ref}
      className={[base, variants[variant], className].filter(Boolean).join(' ')}
      {...props}
    />
  );
});

export default function TailwindWrapperButtons() {
  const [count, setCount] = React.useState(3);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <UiButton onClick={() => setCount((n) => n + 1)}>Add seat</UiButton>
      <UiButton
        variant="secondary"
        disabled={count === 1}
        focusableWhenDisabled
        onClick={() => setCount((n) => n - 1)}
      >
        Remove seat
      </UiButton>
      <p role="status" className="m-0 text-sm">
        {count} {count === 1 ? 'seat' : 'seats'}
      </p>
    </div>
  );
}
