import * as React from 'react';
import { Button } from '@mui/base/Button';
import { ClassNameConfigurator } from '@mui/base/utils';

const save = [
  'cursor-pointer rounded-lg border-0 bg-[#2d57d6] px-3.5 py-1.5 text-sm font-semibold text-white',
  '[font-family:inherit] dark:bg-[#8aaeff] dark:text-[#0b0d12]',
].join(' ');
const focusRing = 'outline outline-[3px] outline-offset-2 outline-[#8aaeff]';

// Shows the button's real `class` attribute, updated whenever it changes.
function useClassAttribute(element: HTMLElement | null) {
  const [value, setValue] = React.useState('');
  React.useEffect(() => {
    if (!element) {
      return undefined;
    }
    setValue(element.className);
    const observer = new MutationObserver(() => setValue(element.className));
    observer.observe(element, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [element]);
  return value;
}

export default function DefaultClassesSwitch() {
  const [disabled, setDisabled] = React.useState(false);
  const [button, setButton] = React.useState<HTMLButtonElement | null>(null);
  const classAttribute = useClassAttribute(button);

  return (
    <div className="grid justify-items-start gap-3 text-sm">
      <label className="inline-flex cursor-pointer items-center gap-2">
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />
        Wrap in ClassNameConfigurator disableDefaultClasses
      </label>
      <ClassNameConfigurator disableDefaultClasses={disabled}>
        <Button
          ref={setButton}
          // Our own classes, derived from the owner state: they work with or without the defaults.
          slotProps={{
            root: (ownerState) => ({
              className: ownerState.focusVisible ? `${save} ${focusRing}` : save,
            }),
          }}
        >
          Save draft
        </Button>
      </ClassNameConfigurator>
      <output className="m-0 rounded-md bg-[#f0f3f7] px-2.5 py-1.5 font-mono text-[0.8125rem] dark:bg-[#22262f]">
        class=&quot;{classAttribute.trim().replace(/\s+/g, ' ')}&quot;
      </output>
    </div>
  );
}
