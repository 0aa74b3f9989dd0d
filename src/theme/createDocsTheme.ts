import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-data-grid-premium/themeAugmentation';
import type { Direction, PaletteColors } from '@/preferences/themeReducer';
import { DEFAULT_SPACING } from '@/preferences/themeReducer';
import { MATERIAL_SCHEME_ATTRIBUTE } from '@/model/colorSchemeAttributes';
import { BODY_FONT_STACK } from '@/model/fontStack';
import { withCssVarsOnce } from './cssVarsOnce';
import { blue, error, grey, success, warning } from './palette';

/** The site's shape and rhythm: border radius 12, spacing 8. */
export const BORDER_RADIUS = 12;

export interface DocsThemeOptions {
  dense?: boolean;
  direction?: Direction;
  spacing?: number;
  paletteColors?: PaletteColors;
}

/** Dense mode: small or dense default sizes for buttons, inputs, lists, tables and toolbars. */
export const denseComponents: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiButtonGroup: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiToggleButtonGroup: { defaultProps: { size: 'small' } },
  MuiCheckbox: { defaultProps: { size: 'small' } },
  MuiRadio: { defaultProps: { size: 'small' } },
  MuiSwitch: { defaultProps: { size: 'small' } },
  MuiChip: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiFormControl: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiAutocomplete: { defaultProps: { size: 'small' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiList: { defaultProps: { dense: true } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiListItemButton: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
};

const fontFamily = BODY_FONT_STACK.join(',');

/** The options with their defaults filled in: what a theme is built from. */
function withDefaults({
  dense = false,
  direction = 'ltr',
  spacing = DEFAULT_SPACING,
  paletteColors = {},
}: DocsThemeOptions): Required<DocsThemeOptions> {
  return { dense, direction, spacing, paletteColors };
}

export function createDocsTheme(options: DocsThemeOptions = {}): Theme {
  const { dense, direction, spacing, paletteColors } = withDefaults(options);
  const custom = {
    ...(paletteColors.primary ? { primary: { main: paletteColors.primary } } : {}),
    ...(paletteColors.secondary ? { secondary: { main: paletteColors.secondary } } : {}),
  };
  return createTheme({
    cssVariables: { colorSchemeSelector: MATERIAL_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: {
        palette: {
          primary: { light: blue[300], main: blue[600], dark: blue[800], contrastText: '#fff' },
          secondary: { light: grey[100], main: grey[700], dark: grey[900] },
          error: { light: error[300], main: error[600], dark: error[800] },
          info: { light: blue[300], main: blue[700], dark: blue[800] },
          success: { light: success[300], main: success[700], dark: success[800] },
          warning: { light: warning[300], main: warning[700], dark: warning[800] },
          grey,
          divider: grey[200],
          background: { default: '#fff', paper: '#fff' },
          text: { primary: grey[900], secondary: grey[600] },
          ...custom,
        },
      },
      dark: {
        palette: {
          primary: { light: blue[200], main: blue[300], dark: blue[500], contrastText: grey[900] },
          secondary: { light: grey[500], main: grey[300], dark: grey[200] },
          // `dark` shades carry white text in filled alerts and chips: dark enough for AA.
          error: { light: error[200], main: error[300], dark: error[700] },
          info: { light: blue[200], main: blue[300], dark: blue[700] },
          success: { light: success[200], main: success[300], dark: success[700] },
          warning: { light: warning[200], main: warning[300], dark: warning[700] },
          grey,
          divider: 'rgba(198, 204, 214, 0.16)',
          background: { default: '#0E1218', paper: '#121821' },
          text: { primary: grey[50], secondary: grey[400] },
          ...custom,
        },
      },
    },
    direction,
    spacing,
    shape: { borderRadius: BORDER_RADIUS },
    typography: {
      fontFamily,
      h1: { fontSize: 'clamp(2rem, 1.6rem + 1.5vw, 2.5rem)', fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: '1.625rem', fontWeight: 600, lineHeight: 1.3 },
      h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 },
      h4: { fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableTouchRipple: false } },
      MuiDataGrid: {
        styleOverrides: {
          // The grid colours this label from the JS palette, so after a live switch to dark it kept
          // the light grey until the header re-rendered; the CSS variable follows the mode at once.
          aggregationColumnHeaderLabel: { color: 'var(--mui-palette-text-secondary)' },
        },
      },
      ...(dense ? denseComponents : {}),
    },
  });
}

/** The last few themes built, by their options: islands with the same options share one. */
const sharedThemes = new Map<string, Theme>();
const SHARED_THEMES = 4;

/**
 * The docs theme for these options, built once: building one takes about 3 ms, once for every
 * island of every page on the server and again as each island hydrates. Themes are not mutated
 * after creation, so the islands of a page can share one.
 */
export function sharedDocsTheme(options: DocsThemeOptions = {}): Theme {
  const key = JSON.stringify(withDefaults(options));
  let theme = sharedThemes.get(key);
  if (!theme) {
    theme = withCssVarsOnce(createDocsTheme(options));
    sharedThemes.set(key, theme);
    if (sharedThemes.size > SHARED_THEMES) sharedThemes.delete(sharedThemes.keys().next().value!);
  }
  return theme;
}
