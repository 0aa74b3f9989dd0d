import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import classes from './DisabledButtonTooltip.module.css';

export default function DisabledButtonTooltip() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div>
      {/* focusableWhenDisabled: no `disabled` attribute, so the button still gets focus and
          pointer events, and the tooltip can explain why it is unavailable. */}
      <Button
        className={classes.publish}
        ref={setAnchor}
        disabled
        focusableWhenDisabled
        aria-describedby={open ? id : undefined}
        onPointerEnter={() => setOpen(true)}
        onPointerLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        Publish
      </Button>
      <Popup
        id={id}
        open={open}
        anchor={anchor}
        placement="top"
        offset={6}
        style={{ zIndex: 1300 }}
      >
        <div className={classes.tip}>Add a title before publishing</div>
      </Popup>
    </div>
  );
}
