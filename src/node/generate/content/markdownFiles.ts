import fs from 'node:fs';
import path from 'node:path';

/** The Markdown pages under a content folder, sorted; READMEs are notes for authors, not pages. */
export function listMarkdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && !file.split(path.sep).includes('README.md'))
    .map((file) => path.join(dir, file))
    .sort();
}
