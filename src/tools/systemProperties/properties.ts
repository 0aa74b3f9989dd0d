/**
 * The rows of the system properties table, computed from @mui/system itself: the keys and theme
 * keys come from the default sx configuration, the CSS properties from running each key's style
 * function (or its `cssProperty`), and the group from the `filterProps` of the exported style
 * functions. Nothing here is typed by hand except the group names and their pages.
 */
import {
  borders,
  createTheme,
  display,
  flexbox,
  grid,
  palette,
  positions,
  shadows,
  sizing,
  spacing,
  typography,
  unstable_defaultSxConfig as defaultSxConfig,
} from '@mui/system';

export interface SystemProperty {
  /** The key you write in `sx` (and the deprecated system prop of the same name). */
  key: string;
  /** The CSS properties it sets; empty for keys that expand to several declarations. */
  css: string[];
  /** The theme path its values are read from, when there is one. */
  themeKey: string | null;
  /** The style function that owns the key. */
  group: string;
  /** The docs page of that group. */
  href: string;
  /** How the value is transformed, for the keys that do more than pass it through. */
  note: string | null;
}

type Transform = (value: unknown, userValue?: unknown) => unknown;

/**
 * What the transform functions of @mui/system do, recognised by what they return for a probe
 * value (never by their name: a minified bundle renames them, and the browser's table must match
 * the server's).
 */
const TRANSFORMS: { does: (transform: Transform) => boolean; note: string }[] = [
  { does: (transform) => transform(2) === '2px solid', note: 'a number n becomes `n px solid`' },
  {
    does: (transform) => transform(0.5) === '50%' && transform(2) === 2,
    note: 'numbers in (0, 1] become percentages; 0 and larger numbers are pixels',
  },
  {
    does: (transform) => transform('#000', 'grey') === 'grey',
    note: 'palette paths such as `primary.main` or `grey.300`',
  },
];

const GROUPS = [
  { name: 'borders', fn: borders, href: '/system/borders/' },
  { name: 'display', fn: display, href: '/system/display/' },
  { name: 'flexbox', fn: flexbox, href: '/system/flexbox/' },
  { name: 'grid', fn: grid, href: '/system/grid/' },
  { name: 'palette', fn: palette, href: '/system/palette/' },
  { name: 'positions', fn: positions, href: '/system/positions/' },
  { name: 'shadows', fn: shadows, href: '/system/shadows/' },
  { name: 'sizing', fn: sizing, href: '/system/sizing/' },
  { name: 'spacing', fn: spacing, href: '/system/spacing/' },
  { name: 'typography', fn: typography, href: '/system/typography/' },
] as const;

function kebab(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** A theme whose spacing is recognisable, to tell which style functions read `theme.spacing`. */
const probeTheme = createTheme({ spacing: 7 });

function noteOf(key: string, readsSpacing: boolean): string | null {
  const config = defaultSxConfig[key];
  if (key === 'displayPrint') return 'sets `display` inside `@media print`';
  if (key === 'typography') return 'spreads a `theme.typography` variant such as `body2`';
  if (key === 'maxWidth') return 'breakpoint keys (`sm`, `md`…) read `theme.breakpoints.values`';
  if (key === 'borderRadius') return 'numbers multiply `theme.shape.borderRadius`';
  if (readsSpacing) return 'numbers multiply `theme.spacing`';
  const transform = config?.transform as Transform | undefined;
  if (!transform) return null;
  return TRANSFORMS.find(({ does }) => does(transform))?.note ?? null;
}

function cssOf(key: string): { css: string[]; readsSpacing: boolean } {
  const config = defaultSxConfig[key];
  if (!config) return { css: [], readsSpacing: false };
  if (config.cssProperty === false) return { css: [], readsSpacing: false };
  if (config.style) {
    const output = config.style({ [key]: 1, theme: probeTheme }) as Record<string, unknown>;
    const values = Object.values(output);
    return {
      css: Object.keys(output).map(kebab),
      readsSpacing: values.some((value) => value === '7px' || value === 7),
    };
  }
  return { css: [kebab(config.cssProperty || key)], readsSpacing: false };
}

export function systemProperties(): SystemProperty[] {
  return Object.keys(defaultSxConfig).map((key) => {
    const config = defaultSxConfig[key];
    const group = GROUPS.find((entry) => entry.fn.filterProps.includes(key));
    const { css, readsSpacing } = cssOf(key);
    return {
      key,
      css,
      themeKey: config?.themeKey ?? (readsSpacing ? 'spacing' : null),
      group: group?.name ?? 'other',
      href: group?.href ?? '/system/properties/',
      note: noteOf(key, readsSpacing),
    };
  });
}

/** Rows whose key, CSS property, theme key or group contains every word of the query. */
export function filterProperties(rows: SystemProperty[], query: string): SystemProperty[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = [
      row.key,
      ...row.css,
      ...row.css.map((name) => name.replace(/-/g, '')),
      row.themeKey ?? '',
      row.group,
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
