import { Button as BaseButton, type ButtonProps } from '@mui/base/Button';

const base = [
  'cursor-pointer rounded-lg border px-4 py-2 font-[inherit] text-sm font-semibold leading-normal',
  'transition duration-100',
  'focus-visible:outline-none [&.base--focusVisible]:ring-[3px]',
  '[&.base--focusVisible]:ring-blue-300 dark:[&.base--focusVisible]:ring-blue-800',
  'disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-200',
  'disabled:text-slate-700 disabled:shadow-none dark:disabled:border-slate-700',
  'dark:disabled:bg-slate-800 dark:disabled:text-slate-300',
].join(' ');

const solid = [
  'border-blue-700 bg-blue-600 text-white shadow-sm dark:shadow-black/50',
  'hover:bg-blue-700 [&.base--active]:scale-[0.98] [&.base--active]:bg-blue-800',
].join(' ');

const ghost = [
  'border-slate-300 bg-transparent text-blue-700 hover:bg-blue-100',
  '[&.base--active]:bg-slate-200 dark:border-slate-700 dark:text-blue-300',
  'dark:hover:bg-slate-800 dark:[&.base--active]:bg-slate-900',
].join(' ');

function Button({ ghost: isGhost = false, ...props }: ButtonProps & { ghost?: boolean }) {
  return <BaseButton {...props} className={`${base} ${isGhost ? ghost : solid}`} />;
}

export default function UnstyledButtonsIntroduction() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button>Save changes</Button>
      <Button ghost>Discard</Button>
      <Button disabled>Disabled</Button>
    </div>
  );
}
