import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUILD_STAMP_FILE,
  checkBuildFreshness,
  snapshotSources,
  writeBuildStamp,
} from './buildStamp';
import { createTempDir } from './testing/staticFixture';

let project: string;
let out: string;
let cleanup: () => Promise<void>;

async function write(relative: string, content = 'x', mtime = new Date('2024-01-01T00:00:00Z')) {
  const file = path.join(project, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  await utimes(file, mtime, mtime);
}

beforeEach(async () => {
  ({ dir: project, cleanup } = await createTempDir('build-stamp-'));
  out = path.join(project, 'out');
  await write('src/pages/index.tsx');
  await write('content/button.md');
  await write('astro.config.mjs');
  await write('package-lock.json');
  await write('out/index.html');
});
afterEach(async () => cleanup());

describe('checkBuildFreshness', () => {
  it('is stale when there is no build output', async () => {
    await rm(out, { recursive: true });
    expect(await checkBuildFreshness(out, project)).toMatchObject({ stale: true });
  });

  it('is stale when the output was never stamped', async () => {
    const result = await checkBuildFreshness(out, project);
    expect(result).toEqual({ stale: true, reason: `${out} has no ${BUILD_STAMP_FILE}` });
  });

  it('is fresh right after stamping', async () => {
    await writeBuildStamp(out, { projectDir: project });
    expect(await checkBuildFreshness(out, project)).toEqual({
      stale: false,
      reason: 'build is up to date',
    });
  });

  it('is stale when a source is edited, naming the newest file', async () => {
    await writeBuildStamp(out, { projectDir: project });
    await write('content/button.md', 'changed', new Date('2024-02-01T00:00:00Z'));
    expect(await checkBuildFreshness(out, project)).toEqual({
      stale: true,
      reason: 'content/button.md changed since the last build',
    });
  });

  it('is stale when the Astro configuration changes', async () => {
    await writeBuildStamp(out, { projectDir: project });
    await write('astro.config.mjs', 'export default {}', new Date('2024-02-01T00:00:00Z'));
    expect(await checkBuildFreshness(out, project)).toEqual({
      stale: true,
      reason: 'astro.config.mjs changed since the last build',
    });
  });

  it('is stale when a source is added or removed, even with old mtimes', async () => {
    await writeBuildStamp(out, { projectDir: project });
    await write('public/logo.svg');
    expect((await checkBuildFreshness(out, project)).stale).toBe(true);

    await writeBuildStamp(out, { projectDir: project });
    await rm(path.join(project, 'src/pages/index.tsx'));
    expect(await checkBuildFreshness(out, project)).toMatchObject({
      stale: true,
      reason: 'source files were added, removed or changed since the last build',
    });
  });

  it('ignores generated files, dotfiles and files outside the inputs', async () => {
    await writeBuildStamp(out, { projectDir: project });
    await write('src/generated/pages.json', 'new', new Date());
    await write('src/.page.tsx.swp', 'new', new Date());
    await write('README.md', 'new', new Date());
    await write('out/extra.html', 'new', new Date());
    expect((await checkBuildFreshness(out, project)).stale).toBe(false);
  });

  it('serves an existing build when there are no sources at all (a deployed artefact)', async () => {
    for (const input of ['src', 'content', 'astro.config.mjs', 'package-lock.json']) {
      await rm(path.join(project, input), { recursive: true });
    }
    expect((await checkBuildFreshness(out, project)).stale).toBe(false);
  });

  it('treats an unreadable stamp as missing', async () => {
    await writeFile(path.join(out, BUILD_STAMP_FILE), 'not json');
    expect((await checkBuildFreshness(out, project)).stale).toBe(true);
  });
});

describe('writeBuildStamp', () => {
  it('can record a snapshot taken before the build started', async () => {
    const before = await snapshotSources(project);
    await write('content/button.md', 'edited during the build', new Date('2024-03-01T00:00:00Z'));
    await writeBuildStamp(out, { projectDir: project, snapshot: before });
    expect((await checkBuildFreshness(out, project)).stale).toBe(true);
  });
});
