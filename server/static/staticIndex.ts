import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { VARIANT_SUFFIXES, type ContentCoding } from './encoding';
import { cspHashSource, extractInlineScripts } from './inlineScripts';

export interface IndexedFile {
  absolutePath: string;
  /** Precompressed siblings (`file.br`, `file.gz`) that exist on disk. */
  variants: ReadonlyMap<ContentCoding, string>;
}

export interface StaticIndex {
  /** Servable files keyed by their `/`-separated path relative to the root (`a/index.html`). */
  files: ReadonlyMap<string, IndexedFile>;
  /** Page routes, one per `index.html`, with a trailing slash (`/`, `/material-ui/react-button/`). */
  routes: ReadonlySet<string>;
  /** Distinct CSP hash sources of the inline scripts found in all HTML files. */
  inlineScriptHashes: string[];
}

const READ_CONCURRENCY = 16;

/**
 * Lists regular files under `root`, skipping symbolic links (they could point outside the root)
 * and dotfiles other than `.well-known`.
 */
async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relativeDir: string): Promise<void> {
    const entries = await readdir(path.join(root, relativeDir), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.') && entry.name !== '.well-known') continue;
      const relative = relativeDir ? `${relativeDir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(relative);
      else if (entry.isFile()) found.push(relative);
    }
  }
  await walk('');
  return found;
}

async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function routeOf(relativeIndexPath: string): string {
  return `/${relativeIndexPath.slice(0, -'index.html'.length)}`;
}

/** Scans the static root once at start-up; requests are then answered from this index only. */
export async function indexSite(root: string): Promise<StaticIndex> {
  const all = await listFiles(root);
  const present = new Set(all);
  const files = new Map<string, IndexedFile>();
  const routes = new Set<string>();

  for (const relative of all) {
    const isVariantOfExisting = VARIANT_SUFFIXES.some(
      ([, suffix]) => relative.endsWith(suffix) && present.has(relative.slice(0, -suffix.length)),
    );
    if (isVariantOfExisting) continue;
    const variants = new Map<ContentCoding, string>();
    for (const [coding, suffix] of VARIANT_SUFFIXES) {
      if (present.has(relative + suffix)) variants.set(coding, path.join(root, relative + suffix));
    }
    files.set(relative, { absolutePath: path.join(root, relative), variants });
    if (relative === 'index.html' || relative.endsWith('/index.html'))
      routes.add(routeOf(relative));
  }

  const htmlFiles = [...files.keys()].filter((relative) => relative.endsWith('.html'));
  const perFile = await mapWithConcurrency(htmlFiles, READ_CONCURRENCY, async (relative) =>
    extractInlineScripts(await readFile(path.join(root, relative), 'utf8')),
  );
  const hashes = new Set<string>();
  for (const scripts of perFile) for (const script of scripts) hashes.add(cspHashSource(script));

  return { files, routes, inlineScriptHashes: [...hashes].sort() };
}
