import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../paths';

/** The modules in a folder whose file names match, as output chunk names (`X.tsx` → `X`). */
function chunkNames(folder: string, pattern: RegExp): string[] {
  const dir = path.join(ROOT_DIR, folder);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => pattern.test(file))
        .map((file) => file.replace(/\.tsx$/, ''))
    : [];
}

/**
 * The output chunks that hold a dynamic import per demo or component of a product, of which a page
 * loads one or two: the products' demo islands (src/generated/islands/<product>.tsx →
 * _astro/<product>.<hash>.js) and the props playgrounds (<Product>Playground.tsx).
 */
export function registryChunkTest(): (fileName: string) => boolean {
  const names = [
    ...chunkNames('src/generated/islands', /\.tsx$/),
    ...chunkNames('src/tools/playground', /.Playground\.tsx$/),
  ];
  return (fileName) => names.some((name) => fileName.startsWith(`_astro/${name}.`));
}
