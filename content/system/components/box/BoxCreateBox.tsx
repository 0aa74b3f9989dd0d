import * as React from 'react';
import { createBox, createTheme } from '@mui/system';

const purpleTheme = createTheme({ palette: { primary: { main: '#6a1b9a' } } });

// defaultTheme is only a fallback: inside a ThemeProvider (like this page's), the
// provider's theme wins. defaultClassName replaces the MuiBox-root class.
const PanelBox = createBox({ defaultTheme: purpleTheme, defaultClassName: 'Panel-root' });

export default function BoxCreateBox() {
  const [className, setClassName] = React.useState('');
  const ref = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    setClassName(ref.current?.className ?? '');
  }, []);

  return (
    <PanelBox
      ref={ref}
      sx={{
        p: 2,
        maxWidth: 360,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 14,
      }}
    >
      primary.main comes from the page&apos;s theme, not the purple default theme.
      <br />
      Classes: <code>{className || '…'}</code>
    </PanelBox>
  );
}
