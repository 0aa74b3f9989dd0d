/**
 * Remembers, per demo, a hash of everything its sources were made from and what it imports, so a
 * build rebuilds only the demos whose files (or the generator itself) changed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readJson } from '../../readJson';
import type { SiteDemo } from '../siteIndexTypes';
import { writeIfChanged } from '../../writeIfChanged';
import type { Imports } from './demoImports';

interface CacheEntry {
  hash: string;
  /** Files the demo's sources were made from, relative to the root. */
  files: string[];
  imports: Record<string, string[]>;
}

type Cache = Record<string, CacheEntry>;

function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * What the output depends on besides the demo's files: the generator (this folder), the
 * highlighter (with its colour fixes and regex engine), the Tailwind compiler, the pinned versions and the formatting settings.
 */
function generatorFingerprint(rootDir: string): string {
  const generator = fs
    .readdirSync(__dirname)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => path.join(__dirname, name));
  return [
    ...generator,
    path.join(__dirname, '..', 'highlight.ts'),
    // The highlighter's colour fixes and regex engine.
    path.join(__dirname, '..', 'contrast.ts'),
    path.join(__dirname, '..', 'memoRegexEngine.ts'),
    path.join(__dirname, '..', 'tailwindCss.ts'),
    path.join(rootDir, 'package.json'),
    path.join(rootDir, '.prettierrc.json'),
  ]
    .map(readText)
    .join('\0');
}

export class DemoSourcesCache {
  private readonly previous: Cache;
  private readonly next: Cache = {};
  private readonly generator: string;

  /** `file` null: nothing is remembered, every demo is rebuilt. */
  constructor(
    private readonly file: string | null,
    private readonly rootDir: string,
  ) {
    this.previous = file ? (readJson<Cache>(file) ?? {}) : {};
    this.generator = generatorFingerprint(rootDir);
  }

  private hash(demo: SiteDemo, files: readonly string[]): string {
    const hash = crypto.createHash('sha256').update(this.generator);
    hash.update(`\0${demo.id}\0${demo.productId}\0${demo.file}`);
    for (const variant of demo.variants) hash.update(`\0${variant.styling}:${variant.file}`);
    for (const file of [...files].sort()) {
      hash.update(`\0${file}\0${readText(path.resolve(this.rootDir, file))}`);
    }
    return hash.digest('hex');
  }

  /** The demo's imports when none of its files changed since they were remembered, else null. */
  unchanged(demo: SiteDemo): Imports | null {
    const cached = this.previous[demo.id];
    if (!cached || cached.hash !== this.hash(demo, cached.files)) return null;
    this.next[demo.id] = cached;
    return new Map(Object.entries(cached.imports).map(([s, names]) => [s, new Set(names)]));
  }

  /** Remembers a freshly built demo: the files it was made from (absolute) and its imports. */
  remember(demo: SiteDemo, files: readonly string[], imports: Imports): void {
    const relative = files.map((file) => path.relative(this.rootDir, file));
    this.next[demo.id] = {
      hash: this.hash(demo, relative),
      files: relative,
      imports: Object.fromEntries([...imports].map(([s, names]) => [s, [...names]])),
    };
  }

  /** Writes what this build remembered (demos no longer in the site are forgotten). */
  save(): void {
    if (this.file) writeIfChanged(this.file, JSON.stringify(this.next));
  }
}
