import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findPostgresBinDir } from './postgresCluster';
import { createTempDir } from './staticFixture';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await createTempDir('pg-bin-'));
});
afterEach(async () => cleanup());

describe('findPostgresBinDir', () => {
  it('picks the newest version that has initdb', async () => {
    for (const version of ['9.6', '13', '15', '16']) {
      await mkdir(path.join(dir, version, 'bin'), { recursive: true });
      if (version !== '16') await writeFile(path.join(dir, version, 'bin', 'initdb'), '');
    }
    expect(findPostgresBinDir(dir)).toBe(path.join(dir, '15', 'bin'));
  });

  it('fails, saying how to install PostgreSQL, when there is none', () => {
    expect(() => findPostgresBinDir(path.join(dir, 'none'))).toThrow(
      /PostgreSQL server binaries not found .*scripts\/install-postgresql\.sh/,
    );
  });
});
