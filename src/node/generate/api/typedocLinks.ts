/**
 * The grid's doc comments link types the Typedoc way, `[[GridRowParams]]`; Markdown would show the
 * brackets, so they read as code instead (`GridRowParams`).
 */
export function typedocLinksAsCode(text: string): string {
  return text.replace(/\[\[([^\]\n]+)\]\]/g, '`$1`');
}
