import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import OpenWithIcon from '@mui/icons-material/OpenWith';

const step = 24;

export default function DraggableDialog() {
  const [open, setOpen] = React.useState(false);
  const [offset, setOffset] = React.useState({ x: 0, y: 0 });
  const drag = React.useRef<{ pointerX: number; pointerY: number; x: number; y: number } | null>(
    null,
  );

  const handlePointerDown = (event: React.PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, ...offset };
  };

  const handlePointerMove = (event: React.PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start) return;
    setOffset({
      x: start.x + event.clientX - start.pointerX,
      y: start.y + event.clientY - start.pointerY,
    });
  };

  const handlePointerUp = () => {
    drag.current = null;
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setOffset((prev) => ({ x: prev.x + move[0], y: prev.y + move[1] }));
  };

  return (
    <div>
      <Button
        variant="outlined"
        onClick={() => {
          setOffset({ x: 0, y: 0 });
          setOpen(true);
        }}
      >
        Open the notes
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        PaperProps={{ style: { transform: `translate(${offset.x}px, ${offset.y}px)` } }}
      >
        <DialogTitle
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            cursor: 'move',
            touchAction: 'none',
            userSelect: 'none',
          }}
        >
          <IconButton
            size="small"
            aria-label="Move the dialog with the arrow keys"
            onKeyDown={handleKeyDown}
          >
            <OpenWithIcon fontSize="small" />
          </IconButton>
          Meeting notes
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            Drag the title bar to move this dialog out of the way, or focus the move button and use
            the arrow keys.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
