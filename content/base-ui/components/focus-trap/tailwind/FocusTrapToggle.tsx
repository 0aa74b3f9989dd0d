import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

const button = [
  'cursor-pointer rounded-lg border border-solid border-[#c2c8d3] bg-white px-3.5 py-1.5 text-sm',
  'font-semibold text-[#171a21] [font-family:inherit] hover:bg-[#f0f3f7] focus-visible:outline',
  'focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-[#8aaeff]',
  'aria-pressed:border-[#2d57d6] aria-pressed:bg-[#e6edff] aria-pressed:text-[#1f3fa8]',
  'dark:border-[#4b5565] dark:bg-[#171a21] dark:text-[#f6f7f9] dark:hover:bg-[#262b35]',
  'dark:aria-pressed:border-[#8aaeff] dark:aria-pressed:bg-[#1c2540] dark:aria-pressed:text-[#b5caff]',
].join(' ');

const panel = [
  'flex flex-wrap items-center gap-2 rounded-lg border border-solid border-[#dadee6] bg-white px-4 py-3',
  'text-sm text-[#171a21] dark:border-[#3d4452] dark:bg-[#1f232b] dark:text-[#f6f7f9]',
].join(' ');

const input = 'w-[120px] px-2 py-[5px] text-sm [font-family:inherit]';

export default function FocusTrapToggle() {
  const [locked, setLocked] = React.useState(false);
  return (
    // The trap is always mounted; only its `open` prop follows the toggle inside it.
    // disableRestoreFocus: turning the lock off leaves focus on the toggle.
    <FocusTrap open={locked} disableRestoreFocus>
      <div
        className={panel}
        tabIndex={-1}
        role="group"
        aria-label="Shipping address"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setLocked(false);
          }
        }}
      >
        <label htmlFor="trap-toggle-street">Street</label>
        <input id="trap-toggle-street" className={input} defaultValue="12 Harbour Lane" />
        <label htmlFor="trap-toggle-city">City</label>
        <input id="trap-toggle-city" className={input} defaultValue="Galway" />
        <button
          type="button"
          className={button}
          aria-pressed={locked}
          onClick={() => setLocked(!locked)}
        >
          {locked ? 'Focus kept here' : 'Keep focus here'}
        </button>
      </div>
    </FocusTrap>
  );
}
