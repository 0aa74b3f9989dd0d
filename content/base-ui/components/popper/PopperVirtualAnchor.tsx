import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

const Text = styled('p')({ maxWidth: 460, margin: 0, fontSize: '0.875rem', lineHeight: 1.6 });

const Bubble = styled('div')(({ theme }) => ({
  padding: '4px 10px',
  borderRadius: 6,
  fontSize: '0.75rem',
  fontWeight: 600,
  color: '#fff',
  backgroundColor: '#22262f',
  ...theme.applyStyles('dark', { color: '#0b0d12', backgroundColor: '#dadee6' }),
}));

// A virtual element: anything with getBoundingClientRect() can anchor a Popper.
type VirtualAnchor = { getBoundingClientRect: () => DOMRect };

export default function PopperVirtualAnchor() {
  const textRef = React.useRef<HTMLParagraphElement>(null);
  const [anchor, setAnchor] = React.useState<VirtualAnchor | null>(null);
  const [words, setWords] = React.useState(0);

  React.useEffect(() => {
    const onSelectionChange = () => {
      const selection = document.getSelection();
      const text = textRef.current;
      if (!selection || selection.isCollapsed || !text || !text.contains(selection.anchorNode)) {
        setAnchor(null);
        return;
      }
      const range = selection.getRangeAt(0);
      // Measured on every call, so the bubble follows the text when the page scrolls.
      setAnchor({ getBoundingClientRect: () => range.getBoundingClientRect() });
      setWords(selection.toString().trim().split(/\s+/).filter(Boolean).length);
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => document.removeEventListener('selectionchange', onSelectionChange);
  }, []);

  return (
    <div>
      <Text ref={textRef}>
        Select a few words of this paragraph. The bubble above the selection is positioned by Popper
        against a virtual element: an object whose only job is to report the rectangle of the
        selected text, recalculated as the selection grows.
      </Text>
      <Popper open={anchor !== null} anchorEl={anchor} placement="top" style={{ zIndex: 1300 }}>
        <Bubble>
          {words} {words === 1 ? 'word' : 'words'} selected
        </Bubble>
      </Popper>
    </div>
  );
}
