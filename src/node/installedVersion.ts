import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './paths';

/** The version of a package as installed in node_modules; '' when there is no package. */
export function installedVersion(packageName: string | null): string {
  if (!packageName) return '';
  const file = path.join(ROOT_DIR, 'node_modules', packageName, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}
