import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiDocs } from '../api/apiDocs';
import type { ApiEntry } from '../api/types';
import { componentLookup, deprecatedPropUses } from './deprecatedProps';

const entry = (
  name: string,
  props: Record<string, string | null>,
  inherits?: string,
): ApiEntry => ({
  kind: 'component',
  name,
  slug: name.toLowerCase(),
  packageName: '@mui/material',
  pathImport: `@mui/material/${name}`,
  description: '',
  props: Object.entries(props).map(([prop, deprecated]) => ({
    name: prop,
    type: 'string',
    required: false,
    default: null,
    description: '',
    deprecated,
  })),
  inherits: inherits ?? null,
  forwardsRef: true,
  themeName: null,
  slots: [],
  classes: [],
});

const lookup = componentLookup([
  {
    packageName: '@mui/material',
    version: '6.1.9',
    entries: [
      entry('Base', { legacy: 'Use `modern` instead.' }),
      entry(
        'Panel',
        { TransitionProps: 'Use `slotProps.transition` instead.', open: null },
        'Base',
      ),
    ],
  },
]);

describe('deprecatedPropUses', () => {
  it('finds a deprecated prop by default and named imports, renamed, and through inheritance', () => {
    const source = [
      "import Panel from '@mui/material/Panel';",
      "import { Panel as Box2 } from '@mui/material';",
      'export default function Demo() {',
      '  return (',
      '    <div>',
      '      <Panel open TransitionProps={{}} />',
      '      <Box2 legacy>text</Box2>',
      '      <Other TransitionProps={{}} />',
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    expect(deprecatedPropUses(source, 'Demo.tsx', lookup)).toEqual([
      {
        line: 6,
        component: '@mui/material/Panel',
        prop: 'TransitionProps',
        note: 'Use `slotProps.transition` instead.',
      },
      { line: 7, component: '@mui/material/Panel', prop: 'legacy', note: 'Use `modern` instead.' },
    ]);
  });

  it('ignores a prop the component itself redefines as current', () => {
    const source = "import Panel from '@mui/material/Panel';\nconst a = <Panel open />;";
    expect(deprecatedPropUses(source, 'Demo.tsx', lookup)).toEqual([]);
  });
});

describe('the demos of the site', () => {
  it('pass no prop their package marks @deprecated', () => {
    const packages = loadApiDocs().flatMap((product) => product.packages);
    const realLookup = componentLookup(packages);
    // The check knows the real components: Accordion's TransitionComponent is deprecated in 6.1.9.
    expect(
      deprecatedPropUses(
        "import Accordion from '@mui/material/Accordion';\nconst a = <Accordion TransitionComponent={X} />;",
        'Probe.tsx',
        realLookup,
      ).map((use) => use.prop),
    ).toEqual(['TransitionComponent']);
    const content = path.join(process.cwd(), 'content');
    const uses = fs
      .readdirSync(content, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        deprecatedPropUses(fs.readFileSync(path.join(content, file), 'utf8'), file, realLookup).map(
          (use) => `content/${file}:${use.line} <${use.component}> ${use.prop}: ${use.note}`,
        ),
      );
    expect(uses).toEqual([]);
  });
});
