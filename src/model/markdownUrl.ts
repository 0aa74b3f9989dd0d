import type { CodeVariant } from './codeVariants';

/**
 * Where a page's Markdown copy is served (written by src/node/postbuild/llms/):
 * `/material-ui/react-button/` → `/material-ui/react-button.md`, or `.js.md` with JavaScript demos.
 */
export function markdownUrl(route: string, variant: CodeVariant = 'TS'): string {
  const base = route === '/' ? '/index' : route.replace(/\/$/, '');
  return variant === 'TS' ? `${base}.md` : `${base}.js.md`;
}
