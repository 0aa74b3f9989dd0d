import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractCssVariables, varReads } from './cssVariables';

const JOY = path.join(process.cwd(), 'node_modules', '@mui', 'joy');
const joy = (name: string) =>
  extractCssVariables(path.join(JOY, name, `${name}.js`), name, `Joy${name}`);

describe('varReads', () => {
  it('finds every var(), nested ones too, with the fallback as written', () => {
    expect(varReads('calc(var(--A-b) * var(--C-d, var(--E-f, 8px)))')).toEqual([
      { name: '--A-b', fallback: null },
      { name: '--C-d', fallback: 'var(--E-f, 8px)' },
      { name: '--E-f', fallback: '8px' },
    ]);
  });
});

describe('Joy UI components (the installed package)', () => {
  it('Button: --Button-gap is its own, declared on the root and read by the decorators', () => {
    // Button.js: `'--Button-gap': '0.375rem'` in the root's sm styles, `marginRight: 'var(--Button-gap)'`
    // in the start decorator's, `minHeight: 'var(--Button-minHeight, 2.25rem)'` for md.
    const button = joy('Button')!;
    const gap = button.own.find((variable) => variable.name === '--Button-gap');
    expect(gap).toEqual({
      name: '--Button-gap',
      slots: ['endDecorator', 'startDecorator'],
      fallbacks: [],
      declaredOn: ['root'],
    });
    const minHeight = button.own.find((variable) => variable.name === '--Button-minHeight');
    expect(minHeight?.fallbacks).toEqual(['2rem', '2.25rem', '2.75rem']);
    expect(minHeight?.declaredOn).toEqual([]);
    // `borderRadius: \`var(--Button-radius, ${theme.vars.radius.sm})\`` with the theme's prefix.
    expect(button.own.find((v) => v.name === '--Button-radius')?.fallbacks).toEqual([
      'var(--joy-radius-sm)',
    ]);
    expect(button.own.every((variable) => variable.name.startsWith('--Button-'))).toBe(true);
  });

  it('Button sets --Icon-fontSize and --CircularProgress-size for its children', () => {
    const sets = joy('Button')!.forChildren.map((variable) => variable.name);
    expect(sets).toContain('--Icon-fontSize');
    expect(sets).toContain('--CircularProgress-size');
    // Theme tokens and the variant tokens are not component variables.
    expect(sets.some((name) => /^--(joy|variant)-/.test(name))).toBe(false);
  });

  it('MenuItem reads the list item variables through the base it imports from ListItemButton', () => {
    const menuItem = joy('MenuItem')!;
    expect(menuItem.own).toEqual([]);
    expect(menuItem.others.map((variable) => variable.name)).toContain('--ListItem-paddingY');
  });

  it('Input: private (--_Input-*) and unstable variables are left out', () => {
    const names = [...joy('Input')!.own, ...joy('Input')!.forChildren].map((v) => v.name);
    expect(names).toContain('--Input-radius');
    expect(names.some((name) => name.startsWith('--_') || name.includes('unstable'))).toBe(false);
  });

  it('a component whose styles use no component variable has none', () => {
    expect(joy('Stack')).toBeNull();
  });
});

describe('a fixture package', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-variables-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  it('follows the code: slots, fallbacks, declarations, bases in other files and helpers', () => {
    write(
      'Base/Base.js',
      `import { styled } from '../styles';
export const StyledBase = styled('div')({ gap: 'var(--Base-gap, 4px)', '--Icon-color': 'red' });`,
    );
    write(
      'Fake/Fake.js',
      `import { styled } from '../styles';
import { StyledBase } from '../Base/Base';
const sizeStyles = (ownerState) => ({ '--Fake-radius': ownerState.size === 'sm' ? '2px' : '4px' });
const FakeRoot = styled(StyledBase, { name: 'JoyFake', slot: 'Root' })(({ theme, ownerState }) => ({
  ...sizeStyles(ownerState),
  padding: 'var(--Fake-size, 12px)',
  borderRadius: \`var(--Fake-radius, \${theme.vars.radius.md})\`,
  color: 'var(--variant-plainColor)',
  '--_Fake-private': '1px',
}));
const FakeLabel = styled('span', { name: 'JoyFake', slot: 'Label' })({
  margin: 'var(--Fake-size)',
  inset: \`var(--Fake-inset, \${someRuntimeValue})\`,
  '--List-gap': '0px',
});
const NotASlot = styled('i')({ width: 'var(--Fake-hidden)' });
export default function Fake() { return null; }`,
    );
    expect(extractCssVariables(path.join(dir, 'Fake', 'Fake.js'), 'Fake', 'JoyFake')).toEqual({
      own: [
        { name: '--Fake-inset', slots: ['label'], fallbacks: [], declaredOn: [] },
        {
          name: '--Fake-radius',
          slots: ['root'],
          fallbacks: ['var(--joy-radius-md)'],
          declaredOn: ['root'],
        },
        { name: '--Fake-size', slots: ['label', 'root'], fallbacks: ['12px'], declaredOn: [] },
      ],
      others: [{ name: '--Base-gap', slots: ['root'], fallbacks: ['4px'], declaredOn: [] }],
      forChildren: [
        { name: '--Icon-color', slots: ['root'] },
        { name: '--List-gap', slots: ['label'] },
      ],
    });
  });

  it('a missing module has no variables', () => {
    expect(
      extractCssVariables(path.join(dir, 'Missing', 'Missing.js'), 'Missing', 'JoyMissing'),
    ).toBeNull();
  });
});
