import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

interface VirtualAnchor {
  getBoundingClientRect: () => DOMRect;
  contextElement: Element;
}

export default function SelectionPopper() {
  const textRef = React.useRef<HTMLParagraphElement>(null);
  const [anchor, setAnchor] = React.useState<VirtualAnchor | null>(null);
  const [words, setWords] = React.useState(0);

  React.useEffect(() => {
    const update = () => {
      const selection = document.getSelection();
      const text = textRef.current;
      if (
        !selection ||
        selection.isCollapsed ||
        selection.rangeCount === 0 ||
        !text ||
        !text.contains(selection.anchorNode) ||
        !text.contains(selection.focusNode)
      ) {
        setAnchor(null);
        return;
      }
      const range = selection.getRangeAt(0);
      setWords(selection.toString().trim().split(/\s+/).filter(Boolean).length);
      // Not an element: just something that can say where it is.
      setAnchor({
        getBoundingClientRect: () => range.getBoundingClientRect(),
        contextElement: text,
      });
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography ref={textRef} component="p">
        Select a few words of this paragraph with the mouse or the keyboard. A small panel follows
        the selection: its anchor is not an element but an object whose getBoundingClientRect
        returns the position of the selected text.
      </Typography>
      <Popper
        open={anchor !== null}
        anchorEl={anchor}
        placement="top"
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
        sx={{ zIndex: 'tooltip' }}
      >
        <Paper elevation={4} sx={{ paddingBlock: 0.5, paddingInline: 1.5 }}>
          <Typography variant="body2">{`${words} ${words === 1 ? 'word' : 'words'} selected`}</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
