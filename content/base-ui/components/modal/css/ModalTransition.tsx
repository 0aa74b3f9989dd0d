import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import classes from './ModalTransition.module.css';

function Backdrop(
  props: React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown },
) {
  const { open: _open, ownerState: _ownerState, ...other } = props;
  return <div {...other} className={classes.backdrop} />;
}

// A transition child for Modal: Modal recognises it by its `in` prop, passes it `onEnter` and
// `onExited`, and stays mounted until `onExited` is called.
const Fade = React.forwardRef<
  HTMLDivElement,
  React.HTMLAttributes<HTMLDivElement> & {
    in?: boolean;
    onEnter?: () => void;
    onExited?: () => void;
  }
>(function Fade(props, ref) {
  const { in: inProp = false, onEnter, onExited, ...other } = props;
  // The shown state is applied one frame after opening, so the enter transition runs.
  const [shown, setShown] = React.useState(false);
  React.useEffect(() => {
    if (!inProp) {
      setShown(false);
      return undefined;
    }
    onEnter?.();
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inProp]);
  return (
    <div
      ref={ref}
      data-shown={shown || undefined}
      onTransitionEnd={(event) => {
        if (!inProp && event.target === event.currentTarget && event.propertyName === 'opacity') {
          onExited?.();
        }
      }}
      {...other}
    />
  );
});

const NOTES = [
  'Search now matches words inside attachments.',
  'Dark mode follows your system setting.',
  'Exports of more than 10,000 rows run in the background.',
];

export default function ModalTransition() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button className={classes.button} type="button" onClick={() => setOpen(true)}>
        What’s new
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        className={classes.root}
        slots={{ backdrop: Backdrop }}
      >
        <Fade in={open} role="dialog" aria-labelledby="release-title" className={classes.dialog}>
          <p id="release-title" className={classes.title}>
            New in version 2.4
          </p>
          <ul className={classes.list}>
            {NOTES.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <button className={classes.button} type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </Fade>
      </Modal>
    </div>
  );
}
