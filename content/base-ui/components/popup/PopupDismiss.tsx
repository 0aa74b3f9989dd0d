import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

const Button = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '6px 14px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  color: '#171a21',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f0f3f7' },
  '&:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#4b5565',
    backgroundColor: '#171a21',
    color: '#f6f7f9',
    '&:hover': { backgroundColor: '#262b35' },
  }),
}));

const Panel = styled('div')(({ theme }) => ({
  width: 260,
  padding: '12px 16px',
  borderRadius: 8,
  border: '1px solid #dadee6',
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  fontSize: '0.875rem',
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.5)',
  }),
}));

const List = styled('ul')({ margin: '0 0 12px', paddingInlineStart: 18 });

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
        <Button
          type="button"
          ref={setAnchor}
          aria-expanded={open}
          aria-controls={open ? 'notifications-popup' : undefined}
          onClick={() => setOpen(!open)}
        >
          Notifications ({unread})
        </Button>
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
          style={{ zIndex: 1300 }}
        >
          <Panel>
            <List>
              {NOTIFICATIONS.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </List>
            <Button type="button" onClick={() => setUnread(0)}>
              Mark all as read
            </Button>
          </Panel>
        </Popup>
      </div>
    </ClickAwayListener>
  );
}
