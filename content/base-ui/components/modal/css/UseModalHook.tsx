import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';
import classes from './UseModalHook.module.css';

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
      <div {...getRootProps()} className={classes.root}>
        <div {...getBackdropProps()} className={classes.backdrop} />
        <FocusTrap open>
          <aside
            role="dialog"
            aria-modal="true"
            tabIndex={-1}
            aria-labelledby="filters-title"
            className={classes.sheet}
          >
            {props.children}
          </aside>
        </FocusTrap>
      </div>
    </Portal>
  );
}

export default function UseModalHook() {
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);
  return (
    <div>
      <button type="button" className={classes.button} onClick={() => setOpen(true)}>
        Filters
      </button>
      <SidePanel open={open} onClose={close}>
        <h2 id="filters-title" className={classes.title}>
          Filters
        </h2>
        <p>Showing orders from the last 30 days, all regions.</p>
        <button type="button" className={classes.button} onClick={close}>
          Apply
        </button>
      </SidePanel>
    </div>
  );
}
