import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDemo } from './siteDemo';

let root: string;
const DEMO = 'export default function Demo() {\n  return null;\n}\n';

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-demo-'));
  const dir = path.join(root, 'content', 'joy-ui', 'card');
  fs.mkdirSync(path.join(dir, 'css'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'system'), { recursive: true });
  for (const file of ['Plain.tsx', 'Styled.tsx', 'css/Styled.tsx', 'system/Styled.tsx']) {
    fs.writeFileSync(path.join(dir, file), DEMO);
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('siteDemo', () => {
  it('names a demo by its content path and offers only the demo itself when it has no variants', () => {
    const demo = siteDemo(
      path.join(root, 'content/joy-ui/card/Plain.tsx'),
      'joy-ui',
      path.join(root, 'content'),
      root,
    );
    expect(demo).toEqual({
      id: 'joy-ui/card/Plain',
      productId: 'joy-ui',
      file: 'content/joy-ui/card/Plain.tsx',
      variants: [{ styling: 'System', file: 'content/joy-ui/card/Plain.tsx' }],
    });
  });

  it('finds the styling variants beside the demo, System first, as root-relative files', () => {
    const demo = siteDemo(
      path.join(root, 'content/joy-ui/card/Styled.tsx'),
      'joy-ui',
      path.join(root, 'content'),
      root,
    );
    expect(demo.id).toBe('joy-ui/card/Styled');
    expect(demo.variants).toEqual([
      { styling: 'System', file: 'content/joy-ui/card/system/Styled.tsx' },
      { styling: 'CSS', file: 'content/joy-ui/card/css/Styled.tsx' },
    ]);
  });
});
