import { createHighlighter, type Highlighter } from 'shiki';

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
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...LANGUAGES] });
  return highlighter;
}

export function resolveLanguage(lang: string | undefined): string {
  const name = (lang ?? '').toLowerCase();
  const resolved = ALIASES[name] ?? name;
  return (LANGUAGES as readonly string[]).includes(resolved) ? resolved : 'text';
}

export async function highlightToHtml(code: string, lang: string | undefined): Promise<string> {
  const shiki = await getHighlighter();
  return shiki.codeToHtml(code, {
    lang: resolveLanguage(lang),
    themes: CODE_THEMES,
    defaultColor: false,
  });
}
