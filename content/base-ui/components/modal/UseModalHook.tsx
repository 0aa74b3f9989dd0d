import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';
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

const Root = styled('div')({ position: 'fixed', inset: 0, zIndex: 1300 });

const Backdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  backgroundColor: 'rgb(11 13 18 / 0.5)',
});

const Sheet = styled('aside')(({ theme }) => ({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  width: 300,
  maxWidth: '85vw',
  padding: 24,
  boxSizing: 'border-box',
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 0 32px rgb(0 0 0 / 0.25)',
  outline: 0,
  fontSize: '0.875rem',
  '& h2': { margin: '0 0 12px', fontSize: '1.125rem' },
  '& button': {
    font: 'inherit',
    fontWeight: 600,
    padding: '6px 14px',
    borderRadius: 8,
    border: '1px solid #c2c8d3',
    color: 'inherit',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  ...theme.applyStyles('dark', { backgroundColor: '#1f232b', color: '#f6f7f9' }),
}));

function SidePanel(props: { open: boolean; onClose: () => void; children: React.ReactNode }) {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const { getRootProps, getBackdropProps, portalRef } = useModal({
    open: props.open,
    onClose: props.onClose,
    rootRef,
    children: null,
  });
  if (!props.open) return null;
  return (
    <Portal ref={portalRef}>
      <Root {...getRootProps()}>
        <Backdrop {...getBackdropProps()} />
        <FocusTrap open>
          <Sheet role="dialog" aria-modal="true" tabIndex={-1} aria-labelledby="filters-title">
            {props.children}
          </Sheet>
        </FocusTrap>
      </Root>
    </Portal>
  );
}

export default function UseModalHook() {
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);
  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Filters
      </Button>
      <SidePanel open={open} onClose={close}>
        <h2 id="filters-title">Filters</h2>
        <p>Showing orders from the last 30 days, all regions.</p>
        <button type="button" onClick={close}>
          Apply
        </button>
      </SidePanel>
    </div>
  );
}
