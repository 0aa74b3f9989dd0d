import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

const button = [
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-1.5',
  'font-[inherit] text-sm font-semibold text-slate-900 hover:bg-slate-100',
  'focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2',
  'focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50',
  'dark:hover:bg-slate-800',
].join(' ');

const panel = [
  'w-[260px] rounded-lg border border-solid border-slate-200 bg-white px-4 py-3 text-sm',
  'text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50',
  'dark:shadow-black/50',
].join(' ');

const NOTIFICATIONS = [
  'Priya commented on “Q3 roadmap”.',
  'Your export of invoices.csv is ready.',
  'Marco invited you to the Design team.',
];

export default function PopupDismiss() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [unread, setUnread] = React.useState(NOTIFICATIONS.length);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      anchor?.focus();
    }
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div onKeyDown={handleKeyDown}>
        <button
          type="button"
          className={button}
          ref={setAnchor}
          aria-expanded={open}
          aria-controls={open ? 'notifications-popup' : undefined}
          onClick={() => setOpen(!open)}
        >
          Notifications ({unread})
        </button>
        <Popup
          anchor={anchor}
          open={open}
          disablePortal
          strategy="fixed"
          placement="bottom-start"
          offset={8}
          id="notifications-popup"
          role="dialog"
          aria-label="Notifications"
          className="z-[1300]"
        >
          <div className={panel}>
            <ul className="mb-3 mt-0 ps-[18px]">
              {NOTIFICATIONS.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            <button
              type="button"
              className={button}

              onClick={() => setUnread(0)}
            >
              Mark all as read
            </button>
          </div>
        </Popup>
      </div>
    </ClickAwayListener>
  );
}
