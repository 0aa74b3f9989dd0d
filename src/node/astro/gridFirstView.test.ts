import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gridFirstView, withFirstView } from './gridFirstView';

const gridRoot = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mui/x-data-grid/package.json')),
  'components/containers/GridRoot.js',
);

describe('gridFirstView', () => {
  it("makes the installed grid's root render the first view instead of nothing before mounting", () => {
    const source = fs.readFileSync(gridRoot, 'utf8');
    const code = gridFirstView().transform(source, gridRoot);
    expect(code).not.toBeNull();
    expect(code).toMatch(
      /^import \{ GridFirstView as __GridFirstView \} from ".*GridFirstView\.tsx";/,
    );
    expect(code).not.toContain('return null;');
    expect(code).toContain('_jsx(__GridFirstView, {');
    expect(code).toContain('className: clsx(classes.root, className)');
  });

  it('leaves every other module alone', () => {
    const other = gridRoot.replace('GridRoot.js', 'GridFooterContainer.js');
    expect(gridFirstView().transform('export {};', other)).toBeNull();
  });

  it('fails the build, naming the file, when a new grid version renders its root otherwise', () => {
    expect(() => withFirstView('export const GridRoot = () => null;')).toThrow(/GridRoot\.js/);
  });
});
