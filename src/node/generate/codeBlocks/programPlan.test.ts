import { describe, expect, it } from 'vitest';
import { planPrograms } from './programPlan';

const augment = (name: string) =>
  `declare module '@mui/material/styles' {\n  interface ${name} { extra: string }\n}`;

describe('planPrograms', () => {
  it('keeps blocks before a page’s first augmentation, and pages with none, in the shared program', () => {
    const plan = planPrograms([
      { code: 'const a = 1;', group: 'a.md' },
      { code: augment('Palette'), group: 'a.md' },
      { code: 'const b = 2;', group: 'a.md' },
      { code: 'const c = 3;', group: 'b.md' },
    ]);
    expect(plan).toEqual([
      [0, 3],
      [1, 2],
    ]);
  });

  it('gives each augmenting page a program of its own, whatever it augments', () => {
    const plan = planPrograms([
      { code: augment('Palette'), group: 'a.md' },
      { code: augment('Palette'), group: 'b.md' },
      { code: augment('TypographyVariants'), group: 'c.md' },
      { code: 'const d = 4;', group: 'c.md' },
    ]);
    expect(plan).toEqual([[0], [1], [2, 3]]);
  });

  it('gives an augmenting block with no group a program of its own kind', () => {
    expect(planPrograms([{ code: augment('Theme') }, { code: augment('Theme') }])).toEqual([
      [0],
      [1],
    ]);
  });

  it('gives a page that removes something (a breakpoint, a variant) a program of its own', () => {
    const removes = `declare module '@mui/material/styles' {\n  interface BreakpointOverrides {\n    xs: false;\n    mobile: true;\n  }\n}`;
    const plan = planPrograms([
      { code: removes, group: 'breakpoints.md' },
      { code: "theme.breakpoints.up('md');", group: 'breakpoints.md' },
      { code: augment('Palette'), group: 'theming.md' },
      { code: "theme.breakpoints.up('xs');", group: 'theming.md' },
      { code: augment('TypographyVariants'), group: 'typography.md' },
    ]);
    expect(plan).toEqual([[0, 1], [2, 3], [4]]);
  });
});
