import { describe, expect, it } from 'vitest';
import { importedBindings, moduleSpecifiers, packageName } from './demoImports';

describe('demo imports', () => {
  it('names packages from specifiers', () => {
    expect(packageName('@mui/material/Button')).toBe('@mui/material');
    expect(packageName('react')).toBe('react');
    expect(packageName('react-dom/client')).toBe('react-dom');
    expect(packageName('./data')).toBeNull();
    expect(packageName('@/docs/clipboard')).toBeNull();
    expect(packageName('@content/types')).toBeNull();
  });

  it('lists value imports and re-exports, not type-only ones', () => {
    const source = [
      "import type { Theme } from '@mui/material/styles';",
      "import Button, { buttonClasses, type ButtonProps } from '@mui/material/Button';",
      "import * as icons from '@mui/icons-material';",
      "import { items } from './data';",
      "export { x } from './x';",
    ].join('\n');
    expect(moduleSpecifiers(source)).toEqual([
      '@mui/material/Button',
      '@mui/icons-material',
      './data',
      './x',
    ]);
    const bindings = importedBindings(source);
    expect([...bindings.keys()]).toEqual(['@mui/material/Button', '@mui/icons-material', './data']);
    expect([...bindings.get('@mui/material/Button')!].sort()).toEqual(['buttonClasses', 'default']);
    expect([...bindings.get('@mui/icons-material')!]).toEqual(['*']);
  });
});
