/**
 * A CSS-variables provider (Material's ThemeProvider, Joy's CssVarsProvider) asks its theme for
 * the variables and their style sheets on every render: once per island, on the server and as each
 * island hydrates. A theme is not changed after it is made, so for one the islands share, each is
 * worked out once and the same objects handed to every provider.
 */
interface CssVarsGenerators {
  generateThemeVars?: () => unknown;
  generateStyleSheets?: () => unknown;
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

export function withCssVarsOnce<T extends object>(theme: T): T {
  const generators = theme as CssVarsGenerators;
  if (generators.generateThemeVars)
    generators.generateThemeVars = once(generators.generateThemeVars);
  if (generators.generateStyleSheets) {
    generators.generateStyleSheets = once(generators.generateStyleSheets);
  }
  return theme;
}
