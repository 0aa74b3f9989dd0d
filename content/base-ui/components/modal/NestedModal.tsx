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

export default function NestedModal() {
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const [status, setStatus] = React.useState('Project “Atlas” is active.');
  return (
    <div>
      <Button type="button" onClick={() => setSettingsOpen(true)}>
        Project settings
      </Button>
      <p style={{ margin: '12px 0 0', fontSize: '0.875rem' }}>{status}</p>
      <Modal
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        slots={{ root: Root, backdrop: Backdrop }}
      >
        <Dialog role="dialog" aria-labelledby="settings-title" tabIndex={-1}>
          <h2 id="settings-title">Project settings</h2>
          <p>Atlas · created 12 March · 4 members</p>
          <Button type="button" onClick={() => setConfirmOpen(true)}>
            Delete project…
          </Button>{' '}
          <Button type="button" onClick={() => setSettingsOpen(false)}>
            Close
          </Button>
          <Modal
            open={confirmOpen}
            onClose={() => setConfirmOpen(false)}
            slots={{ root: Root, backdrop: Backdrop }}
          >
            <Dialog role="alertdialog" aria-labelledby="confirm-title" tabIndex={-1}>
              <h2 id="confirm-title">Delete “Atlas”?</h2>
              <p>Its boards and files are removed for all 4 members.</p>
              <Button type="button" onClick={() => setConfirmOpen(false)}>
                Cancel
              </Button>{' '}
              <Button
                type="button"
                onClick={() => {
                  setConfirmOpen(false);
                  setSettingsOpen(false);
                  setStatus('Project “Atlas” was deleted.');
                }}
              >
                Delete
              </Button>
            </Dialog>
          </Modal>
        </Dialog>
      </Modal>
    </div>
  );
}
