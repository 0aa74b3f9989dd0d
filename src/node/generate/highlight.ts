import { createHighlighter, type Highlighter } from 'shiki';
import { ensureContrast } from './contrast';
import { createBuildRegexEngine } from './memoRegexEngine';

/** Build-time syntax highlighting: colours for both modes as CSS variables, no highlighter in the browser. */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark-dimmed' } as const;
const LANGUAGES = [
  'tsx',
  'ts',
  'jsx',
  'js',
  'json',
  'bash',
  'css',
  'html',
  'diff',
  'md',
  'yaml',
] as const;
const ALIASES: Record<string, string> = {
  typescript: 'ts',
  javascript: 'js',
  sh: 'bash',
  shell: 'bash',
  markdown: 'md',
  yml: 'yaml',
};

let highlighter: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: [...LANGUAGES],
    engine: createBuildRegexEngine(),
  });
  return highlighter;
}

export function resolveLanguage(lang: string | undefined): string {
  const name = (lang ?? '').toLowerCase();
  const resolved = ALIASES[name] ?? name;
  return (LANGUAGES as readonly string[]).includes(resolved) ? resolved : 'text';
}

let replacements: Record<string, Record<string, string>> | undefined;

/** Per theme, token colours that fall short of AA on the theme's background, with readable ones. */
function contrastReplacements(shiki: Highlighter): Record<string, Record<string, string>> {
  replacements ??= Object.fromEntries(
    Object.values(CODE_THEMES).map((name) => {
      const theme = shiki.getTheme(name);
      const colours = new Set<string>([theme.fg]);
      for (const rule of theme.settings) {
        if (rule.settings?.foreground) colours.add(rule.settings.foreground);
      }
      const map: Record<string, string> = {};
      for (const colour of colours) {
        const fixed = ensureContrast(colour, theme.bg);
        if (fixed !== colour) map[colour] = fixed;
      }
      return [name, map];
    }),
  );
  return replacements;
}

/** Options shared by every highlighted block: both themes as CSS variables, AA-safe colours. */
export function highlightOptions(shiki: Highlighter, lang: string | undefined) {
  return {
    lang: resolveLanguage(lang),
    themes: CODE_THEMES,
    defaultColor: false as const,
    colorReplacements: contrastReplacements(shiki),
    // Shiki leaves a line uncoloured after 500 ms by default, so a loaded machine built pages
    // with some lines plain: no limit keeps the output the same on every build.
    tokenizeTimeLimit: 0,
  };
}

export async function highlightToHtml(code: string, lang: string | undefined): Promise<string> {
  const shiki = await getHighlighter();
  return shiki.codeToHtml(code, highlightOptions(shiki, lang));
}
