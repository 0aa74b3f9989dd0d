import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import classes from './PopupDismiss.module.css';

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
          className={classes.button}
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
          className={classes.popup}
        >
          <div className={classes.panel}>
            <ul className={classes.list}>
              {NOTIFICATIONS.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            <button
              type="button"
              className={classes.button}

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
