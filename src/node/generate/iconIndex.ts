/**
 * Build-time index of @mui/icons-material for the Material Icons browser. Node only.
 *
 * Writes to public/static/icons/:
 * - index.json: `{ names, missing, synonyms }`: the base names (sorted), for each theme the indices
 *   of the few base names that do not exist in it, and hand-written search words for common icons.
 * - paths-<theme>-<letter>.json: `{ [baseName]: IconNode[] }` with each icon's SVG children, read
 *   from the package's ESM modules, so the browser draws icons without importing 10,000 modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../paths';
import { writeIfChanged } from '../writeIfChanged';

export const ICON_THEMES = ['filled', 'outlined', 'rounded', 'twoTone', 'sharp'] as const;
export type IconTheme = (typeof ICON_THEMES)[number];

/** Export-name suffix of each theme. */
export const THEME_SUFFIX: Record<IconTheme, string> = {
  filled: '',
  outlined: 'Outlined',
  rounded: 'Rounded',
  twoTone: 'TwoTone',
  sharp: 'Sharp',
};

/** An SVG child: a bare string is `<path d=…>`; otherwise `[tag, attributes, children?]`. */
export type IconNode = string | [string, Record<string, string | number>, IconNode[]?];

export interface IconIndex {
  names: string[];
  /** Per theme, the indices into `names` of the icons that theme lacks (almost all exist). */
  missing: Record<IconTheme, number[]>;
  synonyms: Record<string, string>;
}

/** The export names of one theme, e.g. `DeleteOutlined` for `outlined`. */
export function themeExports(index: IconIndex, theme: IconTheme): string[] {
  const missing = new Set(index.missing[theme]);
  return index.names.filter((_, i) => !missing.has(i)).map((name) => name + THEME_SUFFIX[theme]);
}

export const ICONS_PACKAGE_DIR = path.join(ROOT_DIR, 'node_modules', '@mui', 'icons-material');
export const ICONS_OUT_DIR = path.join(ROOT_DIR, 'public', 'static', 'icons');

/** Extra search words for common icons (matched along with the name). */
export const SYNONYMS: Record<string, string> = {
  Add: 'plus new create',
  AccessAlarm: 'clock time wake',
  AccountCircle: 'user profile avatar person',
  ArrowBack: 'previous left return',
  ArrowForward: 'next right continue',
  AttachFile: 'paperclip attachment upload',
  Bookmark: 'save favorite ribbon',
  CalendarMonth: 'date schedule event',
  CameraAlt: 'photo picture capture',
  Chat: 'message conversation talk bubble',
  Check: 'tick done ok confirm',
  Close: 'x cancel dismiss exit',
  CloudUpload: 'upload backup sync',
  ContentCopy: 'copy duplicate clipboard',
  ContentPaste: 'paste clipboard',
  Dashboard: 'grid panels overview',
  Delete: 'trash bin remove garbage',
  Download: 'save get arrow down',
  Edit: 'pencil write modify change',
  Email: 'mail envelope message letter',
  Error: 'alert warning problem exclamation',
  ExpandMore: 'chevron down arrow collapse',
  Favorite: 'heart like love',
  FilterList: 'funnel sort refine',
  Folder: 'directory files',
  Help: 'question support faq',
  Home: 'house start main',
  Image: 'picture photo',
  Info: 'information about details',
  Language: 'globe world internet translate',
  Link: 'url chain hyperlink',
  Lock: 'secure padlock private password',
  Logout: 'sign out exit leave',
  Map: 'location directions',
  Menu: 'hamburger navigation drawer',
  Mic: 'microphone record voice audio',
  MoreVert: 'kebab options overflow dots',
  Notifications: 'bell alert reminder',
  Person: 'user account people',
  Phone: 'call telephone contact',
  PlayArrow: 'start video media triangle',
  Print: 'printer paper',
  Refresh: 'reload sync update',
  Save: 'floppy disk store',
  Search: 'find magnifier lookup',
  Send: 'submit paper plane share',
  Settings: 'gear cog preferences options',
  Share: 'social export send',
  ShoppingCart: 'basket buy checkout store',
  Star: 'rating favorite bookmark',
  ThumbUp: 'like approve agree',
  Visibility: 'eye show view',
  VisibilityOff: 'eye hide hidden password',
  Warning: 'alert caution triangle',
};

/** All export names of the package, from its top-level `<Name>.js` files. */
export function listIconExports(dir = ICONS_PACKAGE_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^[A-Z][A-Za-z0-9]*\.js$/.test(file))
    .map((file) => file.slice(0, -3))
    .sort();
}

/** Splits export names into base names and the themes each base name exists in. */
export function groupByTheme(exportNames: readonly string[]): {
  names: string[];
  themes: Record<IconTheme, number[]>;
} {
  const all = new Set(exportNames);
  const themed = new Map<string, Set<IconTheme>>();
  const add = (base: string, theme: IconTheme) => {
    if (!themed.has(base)) themed.set(base, new Set());
    themed.get(base)!.add(theme);
  };
  for (const name of exportNames) {
    const theme = ICON_THEMES.find((candidate) => {
      const suffix = THEME_SUFFIX[candidate];
      return suffix !== '' && name.endsWith(suffix) && name.length > suffix.length;
    });
    const base = theme ? name.slice(0, -THEME_SUFFIX[theme].length) : name;
    // `InfoOutlined` is Info's outlined theme; a suffixed name with no base of its own
    // counts as a filled icon of that name.
    if (theme && all.has(base)) add(base, theme);
    else add(name, 'filled');
  }
  const names = [...themed.keys()].sort();
  const themes = Object.fromEntries(ICON_THEMES.map((theme) => [theme, [] as number[]])) as Record<
    IconTheme,
    number[]
  >;
  names.forEach((name, i) => {
    for (const theme of ICON_THEMES) if (themed.get(name)!.has(theme)) themes[theme].push(i);
  });
  return { names, themes };
}

const FRAGMENT = Symbol('Fragment');

type JsxProps = Record<string, unknown> & { children?: unknown };
type Element = {
  tag: string | typeof FRAGMENT;
  attributes: Record<string, string | number>;
  children: Element[];
};

function toElements(value: unknown): Element[] {
  if (value == null || value === false) return [];
  if (Array.isArray(value)) return value.flatMap(toElements);
  return [value as Element];
}

function toNodes(elements: Element[]): IconNode[] {
  return elements.flatMap((element): IconNode[] => {
    const children = toNodes(element.children);
    if (element.tag === FRAGMENT) return children;
    const keys = Object.keys(element.attributes);
    if (element.tag === 'path' && keys.length === 1 && keys[0] === 'd' && children.length === 0)
      return [String(element.attributes.d)];
    return [
      children.length > 0
        ? [element.tag, element.attributes, children]
        : [element.tag, element.attributes],
    ];
  });
}

/**
 * Evaluates an icon's ESM module with stand-ins for createSvgIcon and the JSX runtime, returning
 * its SVG children. The modules only call `_jsx`/`_jsxs` with literal props.
 */
export function readIconNodes(source: string): IconNode[] {
  const body = source
    .replace(/^"use client";/m, '')
    .replace(/^import .*$/gm, '')
    .replace(/export default createSvgIcon\(/, 'return createSvgIcon(');
  const jsx = (tag: string | typeof FRAGMENT, props: JsxProps): Element => {
    const { children, ...attributes } = props;
    return {
      tag,
      attributes: attributes as Record<string, string | number>,
      children: toElements(children),
    };
  };
  const createSvgIcon = (children: unknown) => toNodes(toElements(children));
  const evaluate = new Function('createSvgIcon', '_jsx', '_jsxs', 'React', body) as (
    ...args: unknown[]
  ) => IconNode[];
  return evaluate(createSvgIcon, jsx, jsx, { Fragment: FRAGMENT });
}

function chunkKey(name: string): string {
  const first = name.charAt(0).toLowerCase();
  return /[a-z]/.test(first) ? first : '0';
}

export function iconPathsFile(theme: IconTheme, name: string): string {
  return `paths-${theme}-${chunkKey(name)}.json`;
}

export function buildIconIndex(dir = ICONS_PACKAGE_DIR): IconIndex {
  const { names, themes } = groupByTheme(listIconExports(dir));
  const missing = Object.fromEntries(
    ICON_THEMES.map((theme) => {
      const present = new Set(themes[theme]);
      return [theme, names.flatMap((_, i) => (present.has(i) ? [] : [i]))];
    }),
  ) as Record<IconTheme, number[]>;
  const synonyms: Record<string, string> = {};
  for (const [name, words] of Object.entries(SYNONYMS))
    if (names.includes(name)) synonyms[name] = words;
  return { names, missing, synonyms };
}

/** Writes index.json and the path chunks; returns the base-name count and the total bytes. */
export async function writeIconIndex(
  outDir = ICONS_OUT_DIR,
  dir = ICONS_PACKAGE_DIR,
): Promise<{ count: number; bytes: number }> {
  const index = buildIconIndex(dir);
  const { themes } = groupByTheme(listIconExports(dir));
  await fs.promises.mkdir(outDir, { recursive: true });
  const files = new Map<string, string>();
  files.set('index.json', JSON.stringify(index));

  const chunks = new Map<string, Record<string, IconNode[]>>();
  await Promise.all(
    ICON_THEMES.flatMap((theme) =>
      themes[theme].map(async (i) => {
        const name = index.names[i]!;
        const source = await fs.promises.readFile(
          path.join(dir, 'esm', `${name}${THEME_SUFFIX[theme]}.js`),
          'utf8',
        );
        const file = iconPathsFile(theme, name);
        if (!chunks.has(file)) chunks.set(file, {});
        chunks.get(file)![name] = readIconNodes(source);
      }),
    ),
  );
  for (const [file, chunk] of chunks) {
    const sorted = Object.fromEntries(Object.entries(chunk).sort(([a], [b]) => (a < b ? -1 : 1)));
    files.set(file, JSON.stringify(sorted));
  }

  let bytes = 0;
  for (const [file, content] of files) {
    bytes += Buffer.byteLength(content);
    writeIfChanged(path.join(outDir, file), content);
  }
  return { count: index.names.length, bytes };
}
