import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

const publish = [
  'cursor-pointer rounded-lg border-0 bg-[#2d57d6] px-3.5 py-1.5 text-sm font-semibold text-white',
  '[font-family:inherit] dark:bg-[#8aaeff] dark:text-[#0b0d12] [&.base--disabled]:cursor-not-allowed',
  '[&.base--disabled]:opacity-55 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px]',
  '[&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-[#8aaeff]',
].join(' ');

export default function DisabledButtonTooltip() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div>
      {/* focusableWhenDisabled: no `disabled` attribute, so the button still gets focus and
          pointer events, and the tooltip can explain why it is unavailable. */}
      <Button
        className={publish}
        ref={setAnchor}
        disabled
        focusableWhenDisabled
        aria-describedby={open ? id : undefined}
        onPointerEnter={() => setOpen(true)}
        onPointerLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        Publish
      </Button>
      <Popup
        id={id}
        open={open}
        anchor={anchor}
        placement="top"
        offset={6}
        style={{ zIndex: 1300 }}
      >
        <div className="max-w-[220px] rounded-md bg-[#22262f] px-2 py-1 text-xs font-semibold text-white dark:bg-[#dadee6] dark:text-[#0b0d12]">
          Add a title before publishing
        </div>
      </Popup>
    </div>
  );
}
