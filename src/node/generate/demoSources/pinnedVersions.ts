/**
 * The package versions a demo's generated project pins: the site's own, so a downloaded demo runs
 * against exactly what the docs show.
 */
import path from 'node:path';
import { readJson } from '../../readJson';

/** Packages every generated project needs whatever the demo imports. */
const BASE_DEPENDENCIES = ['react', 'react-dom'];
/** Tooling for the generated projects; versions come from the site's own devDependencies. */
const TOOLING = ['typescript', '@types/react', '@types/react-dom'];
/** Runs `npm start` in the downloaded project (see src/demo/projects/projectFiles.ts). */
const BUNDLER = 'esbuild';

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export class VersionResolver {
  private readonly site: PackageJson;

  constructor(private readonly rootDir: string) {
    this.site = readJson<PackageJson>(path.join(rootDir, 'package.json')) ?? {};
  }

  private installed(name: string): PackageJson | null {
    return readJson<PackageJson>(path.join(this.rootDir, 'node_modules', name, 'package.json'));
  }

  /** The site's own pinned version: package.json when it is exact, else the installed one. */
  version(name: string): string | null {
    const declared = this.site.dependencies?.[name] ?? this.site.devDependencies?.[name];
    if (declared && /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(declared)) return declared;
    return this.installed(name)?.version ?? declared ?? null;
  }

  private isSiteDependency(name: string): boolean {
    return Boolean(this.site.dependencies?.[name] ?? this.site.devDependencies?.[name]);
  }

  /** The packages imported, their peers the site also uses (Emotion for Material…), pinned. */
  dependencies(packages: Iterable<string>): Record<string, string> {
    const pending = [...BASE_DEPENDENCIES, ...packages];
    const seen = new Set<string>();
    while (pending.length) {
      const name = pending.shift()!;
      if (seen.has(name) || name.startsWith('@types/')) continue;
      seen.add(name);
      for (const peer of Object.keys(this.installed(name)?.peerDependencies ?? {})) {
        if (this.isSiteDependency(peer)) pending.push(peer);
      }
    }
    const result: Record<string, string> = {};
    for (const name of [...seen].sort()) {
      const version = this.version(name);
      if (!version) throw new Error(`the demos import "${name}", which the site does not install`);
      result[name] = version;
    }
    return result;
  }

  devDependencies(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const name of [...TOOLING, BUNDLER]) {
      const version = this.version(name);
      if (version) result[name] = version;
    }
    return result;
  }
}
