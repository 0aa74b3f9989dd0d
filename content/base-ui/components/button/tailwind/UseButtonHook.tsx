import * as React from 'react';
import { useButton } from '@mui/base/useButton';

interface StateButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  children: React.ReactNode;
}

const StateButton = React.forwardRef<HTMLButtonElement, StateButtonProps>(function StateButton(
  { children, disabled, ...other },
  ref,
) {
  const { getRootProps, active, focusVisible } = useButton({
    disabled,
    rootRef: ref,
    rootElementName: 'button',
  });

  return (
    <button
      {...getRootProps(other)}
      className={[
        'inline-flex cursor-pointer items-center gap-2 rounded-full border border-solid px-3.5 py-2',
        'font-[inherit] text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50',
        active
          ? 'border-blue-600 bg-blue-600 text-white'
          : 'border-current bg-transparent text-blue-800 dark:text-blue-300',
        focusVisible ? 'outline outline-[3px] outline-offset-2 outline-blue-300' : '',
      ].join(' ')}
    >
      {children}
      <span aria-hidden className="text-xs font-normal">
        {active ? 'pressed' : focusVisible ? 'keyboard focus' : 'idle'}
      </span>
    </button>
  );
});

export default function UseButtonHook() {
  const [count, setCount] = React.useState(0);

  return (
    <div className="flex flex-wrap items-center gap-4">
      <StateButton onClick={() => setCount((value) => value + 1)}>Press me</StateButton>
      <StateButton disabled>Disabled</StateButton>
      <span role="status" className="text-sm">
        Clicked {count} {count === 1 ? 'time' : 'times'}
      </span>
    </div>
  );
}
