import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../../contentError';
import { frontMatterKeyLine, parseFrontMatter } from './frontMatter';

const FILE = 'content/material-ui/shared/page.md';

function parse(source: string) {
  return parseFrontMatter(matter(source).data, FILE, source);
}

function errorOf(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('expected a ContentError');
}

describe('front matter "product"', () => {
  it('is optional: without it the page keeps its folder product', () => {
    const fm = parse('---\ntitle: Page\ndescription: A page.\n---\n\nText.\n');
    expect(fm.product).toBeUndefined();
    expect('product' in fm).toBe(false);
  });

  it('accepts a site product id', () => {
    const fm = parse('---\ntitle: Page\ndescription: A page.\nproduct: joy-ui\n---\n\nText.\n');
    expect(fm.product).toBe('joy-ui');
  });

  it('rejects an unknown product id with a ContentError naming the file and the line', () => {
    const source = [
      '---',
      'title: Page',
      'description: A page.',
      'components: Button',
      'product: joy',
      '---',
      '',
      'Text.',
    ].join('\n');
    const error = errorOf(() => parse(source));
    expect(error.message).toMatch(`${FILE}:5: unknown product "joy"`);
    expect(error.message).toContain('joy-ui');
  });

  it('rejects a product that is not a string', () => {
    const source = '---\ntitle: Page\ndescription: A page.\nproduct: [material-ui]\n---\n';
    expect(errorOf(() => parse(source)).message).toMatch(`${FILE}:4: unknown product`);
  });

  it('reports line 1 when the source is not given', () => {
    const error = errorOf(() =>
      parseFrontMatter({ title: 'T', description: 'D.', product: 'nope' }, FILE),
    );
    expect(error.message).toMatch(`${FILE}:1: unknown product "nope"`);
  });
});

describe('parseFrontMatter errors name the line of the field', () => {
  it('points at a wrongly typed field', () => {
    const source = '---\ntitle: Page\ndescription: A page.\nhidden: maybe\n---\n';
    expect(errorOf(() => parse(source)).message).toBe(`${FILE}:4: "hidden" must be true or false`);
  });

  it('still rejects unknown fields', () => {
    const source = '---\ntitle: Page\ndescription: A page.\nproducts: joy-ui\n---\n';
    expect(errorOf(() => parse(source)).message).toContain(
      'unknown front matter field(s): products',
    );
  });
});

describe('frontMatterKeyLine', () => {
  const source = '---\ntitle: A\nproduct:   system\n---\nproduct: not front matter\n';

  it('finds a top-level key inside the front matter block', () => {
    expect(frontMatterKeyLine(source, 'product')).toBe(3);
    expect(frontMatterKeyLine(source, 'title')).toBe(2);
  });

  it('falls back to line 1', () => {
    expect(frontMatterKeyLine(source, 'slug')).toBe(1);
    expect(frontMatterKeyLine(undefined, 'product')).toBe(1);
    expect(frontMatterKeyLine('no front matter\nproduct: x\n', 'product')).toBe(1);
  });
});

describe('front matter "keywords"', () => {
  it('takes a YAML list or a comma-separated string, trimmed, empty entries dropped', () => {
    const list = parse(
      '---\ntitle: T\ndescription: D.\nkeywords: [toast, " flash message "]\n---\n',
    );
    expect(list.keywords).toEqual(['toast', 'flash message']);
    const text = parse('---\ntitle: T\ndescription: D.\nkeywords: toast, , notification\n---\n');
    expect(text.keywords).toEqual(['toast', 'notification']);
    expect(parse('---\ntitle: T\ndescription: D.\n---\n').keywords).toEqual([]);
  });

  it('rejects keywords that are not strings, naming the line', () => {
    const source = '---\ntitle: T\ndescription: D.\nkeywords: [toast, 3]\n---\n';
    expect(errorOf(() => parse(source)).message).toMatch(
      `${FILE}:4: "keywords" must be a list of search terms`,
    );
  });
});
