import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';

const button = [
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-transparent px-3.5 py-1.5',
  'font-[inherit] text-sm font-semibold text-inherit',
].join(' ');

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
      <div {...getRootProps()} className="fixed inset-0 z-[1300]">
        <div {...getBackdropProps()} className="fixed inset-0 bg-slate-950/50" />
        <FocusTrap open>
          <aside
            role="dialog"
            aria-modal="true"
            tabIndex={-1}
            aria-labelledby="filters-title"
            className="fixed inset-y-0 end-0 box-border w-[300px] max-w-[85vw] bg-white p-6 text-sm text-slate-900 shadow-2xl outline-0 dark:bg-slate-800 dark:text-slate-50"
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
      <button
        type="button"
        className={`${button} bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-50`}
        onClick={() => setOpen(true)}
      >
        Filters
      </button>
      <SidePanel open={open} onClose={close}>
        <h2 id="filters-title" className="mb-3 mt-0 text-lg">
          Filters
        </h2>
        <p>Showing orders from the last 30 days, all regions.</p>
        <button type="button" className={button} onClick={close}>
          Apply
        </button>
      </SidePanel>
    </div>
  );
}
