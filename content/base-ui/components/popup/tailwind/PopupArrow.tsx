import * as React from 'react';
import { Unstable_Popup as Popup, PopupContext } from '@mui/base/Unstable_Popup';

// Reads the placement Popup actually used (after flipping) and puts the arrow on that side.
function Arrow() {
  const context = React.useContext(PopupContext);
  const side = context?.placement.startsWith('top') ? 'bottom' : 'top';
  return (
    <span
      className="absolute start-[calc(50%-5px)] h-2.5 w-2.5 rotate-45 bg-inherit data-[side=bottom]:-bottom-[5px] data-[side=top]:-top-[5px]"
      data-side={side}
      aria-hidden
    />
  );
}

export default function PopupArrow() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [placement, setPlacement] = React.useState<'top' | 'bottom'>('top');
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <button
        ref={setAnchor}
        type="button"
        className="cursor-pointer rounded-lg border border-solid border-[#c2c8d3] bg-white px-3.5 py-1.5 text-sm font-semibold text-[#171a21] [font-family:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-[#8aaeff] dark:border-[#4b5565] dark:bg-[#171a21] dark:text-[#f6f7f9]"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Shortcut
      </button>
      <button
        type="button"
        className="cursor-pointer rounded-lg border border-solid border-[#c2c8d3] bg-white px-3.5 py-1.5 text-sm font-semibold text-[#171a21] [font-family:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-[#8aaeff] dark:border-[#4b5565] dark:bg-[#171a21] dark:text-[#f6f7f9]"
        onClick={() => setPlacement(placement === 'top' ? 'bottom' : 'top')}
      >
        Place it {placement === 'top' ? 'below' : 'above'}
      </button>
      <Popup open={open} anchor={anchor} placement={placement} offset={10} style={{ zIndex: 1300 }}>
        <div className="relative rounded-lg bg-[#22262f] px-3 py-2 text-[0.8125rem] text-white dark:bg-[#dadee6] dark:text-[#0b0d12]">
          Press Ctrl+K to search
          <Arrow />
        </div>
      </Popup>
    </div>
  );
}
