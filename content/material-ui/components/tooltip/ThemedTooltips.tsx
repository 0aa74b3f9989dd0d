import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withTooltipDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiTooltip: {
      defaultProps: { arrow: true, enterDelay: 400, enterNextDelay: 200, enterTouchDelay: 300 },
      styleOverrides: { tooltip: { fontSize: '0.8125rem' } },
    },
  },
});

// Hover one button, then move to the next: the first tooltip waits 400 ms, the next ones 200 ms.
export default function ThemedTooltips() {
  return (
    <ThemeProvider theme={withTooltipDefaults}>
      <Stack direction="row" spacing={1} role="group" aria-label="Text style">
        <Tooltip title="Bold">
          <IconButton>
            <FormatBoldIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Italic">
          <IconButton>
            <FormatItalicIcon />
          </IconButton>
        </Tooltip>
        {/* A prop on one tooltip still wins over the theme. */}
        <Tooltip title="Underline" arrow={false}>
          <IconButton>
            <FormatUnderlinedIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </ThemeProvider>
  );
}
