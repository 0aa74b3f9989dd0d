/**
 * Attributes on <html> that select the Material and Joy CSS variables: set by the colour-mode
 * scripts in the browser, and matched by the Tailwind dark variant compiled at build time.
 */
export const MATERIAL_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
export const JOY_SCHEME_ATTRIBUTE = 'data-joy-color-scheme';
