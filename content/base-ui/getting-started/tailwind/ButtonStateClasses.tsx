import * as React from 'react';
import { Button } from '@mui/base/Button';

const save = [
  'cursor-pointer rounded-lg border-0 bg-[#2d57d6] px-4 py-2 text-sm font-semibold text-white',
  '[font-family:inherit] dark:bg-[#8aaeff] dark:text-[#0b0d12] [&.base--active]:bg-[#1f3fa8]',
  'dark:[&.base--active]:bg-[#b5caff] [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px]',
  '[&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-[#8aaeff]',
].join(' ');

// The button's live class attribute, limited to the classes Base UI adds (base-…).
function useStateClasses(element: HTMLElement | null) {
  const [value, setValue] = React.useState('');
  React.useEffect(() => {
    if (!element) {
      return undefined;
    }
    const read = () =>
      setValue(
        Array.from(element.classList)
          .filter((name) => name.startsWith('base-'))
          .join(' '),
      );
    read();
    const observer = new MutationObserver(read);
    observer.observe(element, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [element]);
  return value;
}

export default function ButtonStateClasses() {
  const [button, setButton] = React.useState<HTMLButtonElement | null>(null);
  const classes = useStateClasses(button);
  return (
    <div className="grid justify-items-start gap-2.5 text-sm">
      <Button ref={setButton} className={save}>
        Save
      </Button>
      <output className="m-0 rounded-md bg-[#f0f3f7] px-2.5 py-1.5 font-mono text-[0.8125rem] dark:bg-[#22262f]">
        {classes}
      </output>
    </div>
  );
}
