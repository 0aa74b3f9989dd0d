/**
 * The body text's font stack, one list for both sides: the Material theme's typography
 * (src/theme/createDocsTheme.ts) and the shell's `--font-body`, which `npm run generate` writes to
 * src/generated/fontStack.css (src/node/generate/generate.ts) for the pages and the live-edit frame.
 */
export const BODY_FONT_STACK: readonly string[] = [
  'Roboto',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Helvetica',
  'Arial',
  'sans-serif',
];
