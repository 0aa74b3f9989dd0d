import { extendTheme } from '@mui/joy/styles';
import ThemeViewer from '@/tools/themeViewer/ThemeViewer';

const theme = extendTheme();

export default function JoyDefaultTheme() {
  return (
    <ThemeViewer
      theme={theme}
      label="Joy UI default theme"
      defaultExpanded={['colorSchemes', 'colorSchemes.light']}
    />
  );
}
