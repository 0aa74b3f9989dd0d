import * as React from 'react';
import { Popper } from '@mui/base/Popper';

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
      <p ref={textRef} className="m-0 max-w-[460px] text-sm leading-[1.6]">
        Select a few words of this paragraph. The bubble above the selection is positioned by Popper
        against a virtual element: an object whose only job is to report the rectangle of the
        selected text, recalculated as the selection grows.
      </p>
      <Popper open={anchor !== null} anchorEl={anchor} placement="top" className="z-[1300]">
        <div className="rounded-md bg-[#22262f] px-2.5 py-1 text-xs font-semibold text-white dark:bg-[#dadee6] dark:text-[#0b0d12]">
          {words} {words === 1 ? 'word' : 'words'} selected
        </div>
      </Popper>
    </div>
  );
}
