import fs from 'node:fs';
import path from 'node:path';

/** Writes `content` unless the file already holds it, so watchers and mtimes see no change. */
export function writeIfChanged(file: string, content: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
