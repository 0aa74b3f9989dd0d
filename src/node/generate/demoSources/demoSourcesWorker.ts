/**
 * A worker thread of the demo-sources step (./writeDemoSources.ts): builds one demo's sources.
 * Errors come back as values, so a content error keeps its message and its kind across threads.
 */
import { ContentError } from '../../contentError';
import type { SiteDemo } from '../siteIndexTypes';
import { buildDemoSources } from './buildDemoSources';
import { VersionResolver } from './pinnedVersions';

export interface DemoSourcesTask {
  demo: SiteDemo;
  rootDir: string;
}

export type DemoSourcesResult =
  | { ok: true; built: Awaited<ReturnType<typeof buildDemoSources>> }
  | { ok: false; contentError: boolean; message: string };

const resolvers = new Map<string, VersionResolver>();

export default async function buildInWorker({
  demo,
  rootDir,
}: DemoSourcesTask): Promise<DemoSourcesResult> {
  let versions = resolvers.get(rootDir);
  if (!versions) {
    versions = new VersionResolver(rootDir);
    resolvers.set(rootDir, versions);
  }
  try {
    return { ok: true, built: await buildDemoSources(demo, versions, rootDir) };
  } catch (error) {
    return {
      ok: false,
      contentError: error instanceof ContentError,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
