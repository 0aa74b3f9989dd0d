import * as React from 'react';
import Box from '@mui/system/Box';

export default function BoxRefMeasure() {
  const ref = React.useRef<HTMLDivElement>(null);
  const [size, setSize] = React.useState<string>('not measured yet');

  React.useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize(`${Math.round(width)} × ${Math.round(height)} px`);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={ref}
      sx={{
        resize: 'horizontal',
        overflow: 'auto',
        width: 260,
        minWidth: 160,
        maxWidth: 1,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.primary',
      }}
    >
      Drag the corner. The ref reaches the DOM node: {size}
    </Box>
  );
}
