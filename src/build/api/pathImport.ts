/** What a component's path import (`@mui/material/Button`) exports. Node only. */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../paths';

/**
 * Whether the path import's type definitions declare a default export: Material UI's and Joy's
 * folders do, Base UI's and the grids' export only names.
 */
export function hasDefaultExport(specifier: string): boolean {
  const file = path.join(ROOT_DIR, 'node_modules', specifier, 'index.d.ts');
  const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return /export\s+default\b|export\s*\{[^}]*\bdefault\b[^}]*\}/.test(source);
}
