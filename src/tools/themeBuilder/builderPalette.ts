/**
 * Colour helpers of the Joy theme builder: a ten-shade scale from one colour, the theme code, and
 * the contrast of white text on the solid shade. Pure functions, no DOM.
 */
export const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
export type PaletteColor = (typeof COLORS)[number];
export const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type Scale = Record<(typeof SHADES)[number], string>;

/** Joy 5.0.0-beta.46's default shade 500 of each colour. */
export const DEFAULT_COLORS: Record<PaletteColor, string> = {
  primary: '#0B6BCB',
  neutral: '#636B74',
  danger: '#C41C1C',
  success: '#1F7A1F',
  warning: '#9A5B13',
};

/** A few starting points per colour; any other colour comes from the colour input. */
export const PRESETS: { name: string; value: string }[] = [
  { name: 'Blue', value: '#0B6BCB' },
  { name: 'Indigo', value: '#4F46E5' },
  { name: 'Violet', value: '#7B1FA2' },
  { name: 'Teal', value: '#0F7B70' },
  { name: 'Green', value: '#1F7A1F' },
  { name: 'Orange', value: '#B45309' },
  { name: 'Red', value: '#C41C1C' },
  { name: 'Slate', value: '#52606D' },
];

const HEX = /^#([0-9a-f]{6})$/i;

export function normalizeHex(value: string): string | null {
  const match = HEX.exec(value.trim());
  return match?.[1] ? `#${match[1].toUpperCase()}` : null;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

function mix(hex: string, target: number, amount: number): string {
  const [r, g, b] = channels(hex);
  return toHex([r + (target - r) * amount, g + (target - g) * amount, b + (target - b) * amount]);
}

/** Shade 500 is the chosen colour itself; lighter shades mix in white, darker ones black. */
export function scaleFrom(base: string): Scale {
  const hex = normalizeHex(base) ?? DEFAULT_COLORS.primary;
  return {
    50: mix(hex, 255, 0.93),
    100: mix(hex, 255, 0.86),
    200: mix(hex, 255, 0.7),
    300: mix(hex, 255, 0.5),
    400: mix(hex, 255, 0.25),
    500: hex,
    600: mix(hex, 0, 0.18),
    700: mix(hex, 0, 0.36),
    800: mix(hex, 0, 0.56),
    900: mix(hex, 0, 0.74),
  };
}

function luminance(hex: string): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours. */
export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The palettes that differ from Joy's defaults, keyed by colour. */
export function changedScales(
  choice: Record<PaletteColor, string>,
): Partial<Record<PaletteColor, Scale>> {
  const result: Partial<Record<PaletteColor, Scale>> = {};
  COLORS.forEach((color) => {
    if (choice[color] !== DEFAULT_COLORS[color]) result[color] = scaleFrom(choice[color]);
  });
  return result;
}

/** The `extendTheme` call a visitor copies into their app. */
export function themeCode(choice: Record<PaletteColor, string>): string {
  const scales = changedScales(choice);
  const names = Object.keys(scales) as PaletteColor[];
  if (names.length === 0) {
    return [
      "import { extendTheme } from '@mui/joy/styles';",
      '',
      '// Every colour is the default: the default theme is all you need.',
      'const theme = extendTheme();',
      '',
      'export default theme;',
      '',
    ].join('\n');
  }
  const constants = names.map((name) => {
    const lines = SHADES.map((shade) => `  ${shade}: '${scales[name]![shade]}',`);
    return [`const ${name} = {`, ...lines, '};'].join('\n');
  });
  const palette = `{ ${names.join(', ')} }`;
  return [
    "import { extendTheme } from '@mui/joy/styles';",
    '',
    ...constants.flatMap((block) => [block, '']),
    'const theme = extendTheme({',
    '  colorSchemes: {',
    `    light: { palette: ${palette} },`,
    `    dark: { palette: ${palette} },`,
    '  },',
    '});',
    '',
    'export default theme;',
    '',
  ].join('\n');
}
