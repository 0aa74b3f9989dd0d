import * as React from 'react';
import { Modal } from '@mui/base/Modal';

const folders = ['Inbox', 'Drafts', 'Sent', 'Archive'];

// Modal passes `open` and `ownerState` to the backdrop: keep them off the DOM element.
function BackdropBase(
  props: React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown },
) {
  const { open: _open, ownerState: _ownerState, ...other } = props;
  return <div {...other} className="fixed inset-0 -z-10 bg-[rgb(11_13_18/0.5)]" />;
}

export default function ModalDrawer() {
  const [open, setOpen] = React.useState(false);
  const [folder, setFolder] = React.useState('Inbox');
  return (
    <div className="text-sm">
      <button
        type="button"
        className="cursor-pointer rounded-lg border border-solid border-[#c2c8d3] bg-white px-3.5 py-1.5 text-sm font-semibold text-[#171a21] [font-family:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-[#8aaeff] dark:border-[#4b5565] dark:bg-[#171a21] dark:text-[#f6f7f9]"
        onClick={() => setOpen(true)}
      >
        Open folders
      </button>
      <p className="mb-0 mt-2">Showing: {folder}</p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        className="fixed inset-0 z-[1300]"
        slots={{ backdrop: BackdropBase }}
      >
        <div
          className="fixed inset-y-0 start-0 box-border flex w-[280px] max-w-[calc(100vw-48px)] flex-col gap-1 bg-white p-4 text-sm text-[#171a21] shadow-[0_0_32px_rgb(0_0_0/0.25)] outline-0 dark:bg-[#1f232b] dark:text-[#f6f7f9]"
          role="dialog"
          aria-modal="true"
          aria-labelledby="drawer-title"
          tabIndex={-1}
        >
          <div className="mb-2 flex items-center justify-between">
            <h2 id="drawer-title" className="m-0 text-base">
              Folders
            </h2>
            <button
              type="button"
              className="cursor-pointer rounded-lg border border-solid border-[#c2c8d3] bg-transparent px-2.5 py-1 text-sm text-inherit [font-family:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-[#8aaeff] dark:border-[#4b5565]"
              onClick={() => setOpen(false)}
            >
              Close
            </button>
          </div>
          <ul className="m-0 grid list-none gap-0.5 p-0">
            {folders.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="w-full cursor-pointer rounded-lg border-0 bg-transparent px-3 py-2 text-start text-sm text-inherit [font-family:inherit] hover:bg-[#f0f3f7] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-[#8aaeff] aria-[current=true]:bg-[#e6edff] aria-[current=true]:font-bold aria-[current=true]:text-[#1f3fa8] dark:hover:bg-[#262b35] dark:aria-[current=true]:bg-[#1c2540] dark:aria-[current=true]:text-[#b5caff]"
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
        </div>
      </Modal>
    </div>
  );
}
