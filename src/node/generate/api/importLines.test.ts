import { describe, expect, it } from 'vitest';
import { importLines } from './apiPageData';
import type { ApiEntry } from './types';

function entry(fields: Pick<ApiEntry, 'name' | 'packageName' | 'pathImport'>): ApiEntry {
  return { kind: 'component', ...fields } as ApiEntry;
}

describe('importLines', () => {
  it('imports the default export of a folder that has one (Material UI)', () => {
    expect(
      importLines(
        entry({ name: 'Button', packageName: '@mui/material', pathImport: '@mui/material/Button' }),
      ),
    ).toBe(
      "import Button from '@mui/material/Button';\n// or\nimport { Button } from '@mui/material';",
    );
  });

  it('imports by name from a folder without a default export (Base UI, the grids)', () => {
    expect(
      importLines(
        entry({ name: 'Button', packageName: '@mui/base', pathImport: '@mui/base/Button' }),
      ),
    ).toBe(
      "import { Button } from '@mui/base/Button';\n// or\nimport { Button } from '@mui/base';",
    );
    expect(
      importLines(
        entry({
          name: 'DataGrid',
          packageName: '@mui/x-data-grid',
          pathImport: '@mui/x-data-grid/DataGrid',
        }),
      ),
    ).toContain("import { DataGrid } from '@mui/x-data-grid/DataGrid';");
  });
});
