import { describe, expect, it } from 'vitest';
import { augmentationNames, planPrograms } from './programPlan';

const augment = (name: string, member = 'extra') =>
  `declare module '@mui/material/styles' {\n  interface ${name} { ${member}: string }\n}`;

describe('augmentationNames', () => {
  it('names the members an augmentation adds, not the installed module it augments', () => {
    const code = [
      "import { createTheme } from '@mui/material/styles';",
      "declare module '@mui/material/styles' {",
      '  interface Palette { lagoon: Palette["primary"] }',
      '  interface ThemeOptions { layout?: { headerHeight: number } }',
      '  type Shade = "light";',
      '}',
      'declare global {',
      '  interface Window { tracker: () => void }',
      '}',
      'const local = createTheme();',
    ].join('\n');
    expect(augmentationNames(code).sort()).toEqual(
      ['Shade', 'headerHeight', 'lagoon', 'layout', 'tracker'].sort(),
    );
  });

  it('names an interface given a base type, and a module the site does not install', () => {
    const code = [
      "declare module '@mui/styles/defaultTheme' {",
      '  interface DefaultTheme extends Theme {}',
      '}',
    ].join('\n');
    expect(augmentationNames(code).sort()).toEqual(['@mui/styles/defaultTheme', 'DefaultTheme']);
  });
});

describe('planPrograms', () => {
  it('puts pages that augment nothing, each a group, and a page’s blocks before its first augmentation in the first program', () => {
    const plan = planPrograms([
      { code: 'const a = 1;', group: 'a.md' },
      { code: augment('Palette', 'brand'), group: 'a.md' },
      { code: 'const b = theme.palette.brand;', group: 'a.md' },
      { code: 'const c = 3;', group: 'b.md' },
      { code: 'const d = theme.palette.brand;', group: 'c.md' },
    ]);
    expect(plan).toEqual([[[0], [3], [4]], [[1, 2]]]);
  });

  it('checks augmenting pages together, and with the rest, when none names what another adds', () => {
    const plan = planPrograms([
      { code: augment('Palette', 'lagoon'), group: 'a.md' },
      { code: 'const lagoon = theme.palette.lagoon;', group: 'a.md' },
      { code: augment('Palette', 'moss'), group: 'b.md' },
      { code: augment('TypographyVariants', 'eyebrow'), group: 'c.md' },
      { code: 'const d = 4;', group: 'd.md' },
    ]);
    expect(plan).toEqual([[[4], [0, 1], [2], [3]]]);
  });

  it('keeps apart a page that names another’s addition, in either direction', () => {
    const plan = planPrograms([
      { code: augment('Palette', 'brand'), group: 'a.md' },
      // b augments too, and reads a's addition: it may not share a's program.
      { code: `${augment('ZIndex', 'sticky')}\nconst brand = theme.palette.brand;`, group: 'b.md' },
      // c augments something no one names, but names b's addition.
      { code: `${augment('Mixins', 'gutter')}\nconst s = theme.zIndex.sticky;`, group: 'c.md' },
    ]);
    expect(plan).toEqual([[[0], [2]], [[1]]]);
  });

  it('keeps a page that removes something (a breakpoint) away from pages that use it', () => {
    const removes = `declare module '@mui/material/styles' {\n  interface BreakpointOverrides {\n    xs: false;\n    mobile: true;\n  }\n}`;
    const plan = planPrograms([
      { code: removes, group: 'breakpoints.md' },
      { code: "theme.breakpoints.up('mobile');", group: 'breakpoints.md' },
      { code: "theme.breakpoints.up('xs');", group: 'grid.md' },
      { code: augment('Palette'), group: 'theming.md' },
    ]);
    expect(plan).toEqual([[[2], [3]], [[0, 1]]]);
  });

  it('keeps a declared uninstalled module away from the pages that import it', () => {
    const declares = `declare module '@mui/styles/defaultTheme' {\n  interface DefaultTheme { x: 1 }\n}`;
    const plan = planPrograms([
      { code: declares, group: 'v4.md' },
      { code: "import { makeStyles } from '@mui/styles/defaultTheme';", group: 'styles.md' },
    ]);
    expect(plan).toEqual([[[1]], [[0]]]);
  });

  it('gives an augmenting block with no group a group of its own', () => {
    expect(
      planPrograms([{ code: augment('Theme', 'one') }, { code: augment('Theme', 'one') }]),
    ).toEqual([[[0]], [[1]]]);
  });
});
