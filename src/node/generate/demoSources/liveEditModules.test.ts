import { describe, expect, it } from 'vitest';
import { liveEditModuleFiles } from './liveEditModules';

describe('liveEditModuleFiles', () => {
  it('writes the live editor module map: wrappers that import only the names the demos use', () => {
    const files = liveEditModuleFiles(
      new Map([
        ['react', new Set(['*'])],
        ['@mui/material/Button', new Set(['default'])],
        ['@mui/base/Button', new Set(['Button', 'buttonClasses'])],
        ['./x', new Set(['default'])],
        ['a/b.css', new Set<string>()],
      ]),
    );
    expect(Object.keys(files).sort()).toEqual([
      'liveEditModules.ts',
      'liveEditScope/m0.ts',
      'liveEditScope/m1.ts',
    ]);
    expect(files['liveEditModules.ts']).toContain(
      `"@mui/base/Button": () => import('./liveEditScope/m0').then((m) => m.default),`,
    );
    expect(files['liveEditModules.ts']).not.toContain('"react"');
    expect(files['liveEditScope/m0.ts']).toContain(
      'import { Button as i0, buttonClasses as i1 } from "@mui/base/Button";',
    );
    expect(files['liveEditScope/m0.ts']).toContain(
      'export default { "Button": i0, "buttonClasses": i1 };',
    );
    expect(files['liveEditScope/m1.ts']).toContain('import i0 from "@mui/material/Button";');
  });
});
