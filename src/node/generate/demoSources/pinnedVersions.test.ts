import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VersionResolver } from './pinnedVersions';

const ROOT = path.resolve(__dirname, '../../../..');

describe('dependencies', () => {
  const versions = new VersionResolver(ROOT);
  const site = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it('pins what the demo imports and its peers to the site versions', () => {
    const deps = versions.dependencies(['@mui/material', '@mui/icons-material']);
    expect(deps).toEqual({
      '@emotion/react': site.dependencies['@emotion/react'],
      '@emotion/styled': site.dependencies['@emotion/styled'],
      '@mui/icons-material': site.dependencies['@mui/icons-material'],
      '@mui/material': site.dependencies['@mui/material'],
      react: site.dependencies.react,
      'react-dom': site.dependencies['react-dom'],
    });
    for (const version of Object.values(deps)) expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('pins the tooling', () => {
    const dev = versions.devDependencies();
    expect(dev.typescript).toBe(site.devDependencies.typescript);
    expect(dev['@types/react']).toBe(site.devDependencies['@types/react']);
    expect(dev.esbuild).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
