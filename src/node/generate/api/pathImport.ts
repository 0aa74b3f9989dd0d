/** What a component's path import (`@mui/material/Button`) exports. Node only. */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../paths';

/** Read once per build: every API page's import line and every bundle size ask. */
const defaultExports = new Map<string, boolean>();

/**
 * Whether the path import's type definitions declare a default export: Material UI's and Joy's
 * folders do, Base UI's and the grids' export only names.
 */
export function hasDefaultExport(specifier: string): boolean {
  let known = defaultExports.get(specifier);
  if (known === undefined) {
    const file = path.join(ROOT_DIR, 'node_modules', specifier, 'index.d.ts');
    const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    known = /export\s+default\b|export\s*\{[^}]*\bdefault\b[^}]*\}/.test(source);
    defaultExports.set(specifier, known);
  }
  return known;
}
