import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

const folders = ['Inbox', 'Drafts', 'Sent', 'Archive'];

// Modal passes `open` and `ownerState` to the backdrop: keep them off the DOM element.
function BackdropBase(
  props: React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown },
) {
  const { open: _open, ownerState: _ownerState, ...other } = props;
  return <div {...other} />;
}

const Backdrop = styled(BackdropBase)({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgb(11 13 18 / 0.5)',
});

const Styles = styled('div')(({ theme }) => ({
  fontSize: '0.875rem',
  '& .trigger': {
    padding: '6px 14px',
    borderRadius: 8,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    cursor: 'pointer',
    fontWeight: 600,
    border: '1px solid #c2c8d3',
    backgroundColor: '#fff',
    color: '#171a21',
  },
  '& .trigger:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  '& .status': { margin: '8px 0 0' },
  ...theme.applyStyles('dark', {
    '& .trigger': { borderColor: '#4b5565', backgroundColor: '#171a21', color: '#f6f7f9' },
  }),
}));

// The root is the stacking context for the backdrop (z-index -1) and the panel.
const Root = styled('div')({ position: 'fixed', inset: 0, zIndex: 1300 });

const Panel = styled('div')(({ theme }) => ({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  boxSizing: 'border-box',
  width: 280,
  maxWidth: 'calc(100vw - 48px)',
  padding: 16,
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 0 32px rgb(0 0 0 / 0.25)',
  outline: 0,
  fontSize: '0.875rem',
  '& .header': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    marginBlockEnd: 8,
  },
  '& .title': { margin: 0, fontSize: '1rem' },
  '& .close, & .item': {
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    borderRadius: 8,
    cursor: 'pointer',
  },
  '& .close:focus-visible, & .item:focus-visible': {
    outline: '3px solid #8aaeff',
    outlineOffset: 2,
  },
  '& .close': {
    padding: '4px 10px',
    border: '1px solid #c2c8d3',
    backgroundColor: 'transparent',
    color: 'inherit',
  },
  '& .list': { display: 'grid', gap: 2, margin: 0, padding: 0, listStyle: 'none' },
  '& .item': {
    width: '100%',
    padding: '8px 12px',
    border: 0,
    textAlign: 'start',
    backgroundColor: 'transparent',
    color: 'inherit',
  },
  '& .item:hover': { backgroundColor: '#f0f3f7' },
  "& .item[aria-current='true']": { fontWeight: 700, backgroundColor: '#e6edff', color: '#1f3fa8' },
  ...theme.applyStyles('dark', {
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
    '& .close': { borderColor: '#4b5565' },
    '& .item:hover': { backgroundColor: '#262b35' },
    "& .item[aria-current='true']": { backgroundColor: '#1c2540', color: '#b5caff' },
  }),
}));

export default function ModalDrawer() {
  const [open, setOpen] = React.useState(false);
  const [folder, setFolder] = React.useState('Inbox');
  return (
    <Styles>
      <button type="button" className="trigger" onClick={() => setOpen(true)}>
        Open folders
      </button>
      <p className="status">Showing: {folder}</p>
      <Modal open={open} onClose={() => setOpen(false)} slots={{ root: Root, backdrop: Backdrop }}>
        <Panel role="dialog" aria-modal="true" aria-labelledby="drawer-title" tabIndex={-1}>
          <div className="header">
            <h2 id="drawer-title" className="title">
              Folders
            </h2>
            <button type="button" className="close" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
          <ul className="list">
            {folders.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="item"
                  aria-current={folder === name ? 'true' : undefined}
                  onClick={() => {
                    setFolder(name);
                    setOpen(false);
                  }}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </Panel>
      </Modal>
    </Styles>
  );
}
