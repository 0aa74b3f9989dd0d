import * as React from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function SelectionCommentPopover() {
  const [range, setRange] = React.useState<Range | null>(null);
  const [quote, setQuote] = React.useState('');
  const [comments, setComments] = React.useState<string[]>([]);

  const handleMouseUp = () => {
    const selection = window.getSelection();
    if (selection && !selection.isCollapsed && selection.rangeCount > 0) {
      setQuote(selection.toString().trim());
      // Keep the range itself, not its rectangle of this moment.
      setRange(selection.getRangeAt(0).cloneRange());
    }
  };

  const close = () => setRange(null);

  // A virtual element: the popover calls getBoundingClientRect() each time it positions itself,
  // so measuring the range there gives the selection's current place.
  const virtualAnchor = React.useMemo<{ nodeType: 1; getBoundingClientRect: () => DOMRect } | null>(
    () =>
      range ? { nodeType: 1, getBoundingClientRect: () => range.getBoundingClientRect() } : null,
    [range],
  );

  return (
    <div>
      <Typography variant="body2" onMouseUp={handleMouseUp} sx={{ maxWidth: 480 }}>
        Select a few words of this paragraph with the mouse. The popover opens under the selection:
        its anchor is not an element but an object that measures the selection whenever the popover
        positions itself.
      </Typography>
      <Popover
        open={virtualAnchor !== null}
        onClose={close}
        anchorEl={virtualAnchor}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Comment on the selection' } }}
      >
        <Button
          onClick={() => {
            setComments((previous) => [...previous, quote]);
            close();
          }}
        >
          Comment on “{quote.length > 24 ? `${quote.slice(0, 24)}…` : quote}”
        </Button>
      </Popover>
      <Typography
        variant="body2"
        role="status"
        sx={{ color: 'text.secondary', marginBlockStart: 1 }}
      >
        {comments.length === 0 ? 'No comments yet.' : `Comments on: ${comments.join(' · ')}`}
      </Typography>
    </div>
  );
}
