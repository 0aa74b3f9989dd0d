import * as React from 'react';
import { Modal } from '@mui/base/Modal';
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

const Root = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

const Backdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgb(11 13 18 / 0.5)',
});

const Dialog = styled('div')(({ theme }) => ({
  width: 360,
  maxWidth: 'calc(100vw - 32px)',
  padding: 24,
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 12px 32px rgb(0 0 0 / 0.25)',
  outline: 0,
  fontSize: '0.875rem',
  '& h2': { margin: '0 0 8px', fontSize: '1.125rem' },
  '& p': { margin: '0 0 16px' },
  ...theme.applyStyles('dark', { backgroundColor: '#1f232b', color: '#f6f7f9' }),
}));

export default function ModalInitialFocus() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Add a teammate
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} slots={{ root: Root, backdrop: Backdrop }}>
        <Dialog role="dialog" aria-labelledby="invite-title" tabIndex={-1}>
          <h2 id="invite-title">Add a teammate</h2>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setOpen(false);
            }}
          >
            <p>
              <label htmlFor="invite-email">Email address</label>
              <br />
              {/* Focused when the dialog opens; the trap then leaves focus where it is. */}
              <input id="invite-email" type="email" required autoFocus autoComplete="off" />
            </p>
            <div style={{ display: 'flex', gap: 8 }}>
              <Button type="button" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit">Send invite</Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </div>
  );
}
