/** A content page's front matter: validated, with errors that point at the field's line. */
import { getSiteProduct, SITE_PRODUCTS, type SiteProductId } from '@/products/products';
import { ContentError } from '../../contentError';

export interface FrontMatter {
  title: string;
  description: string;
  components: string[];
  /** Words a reader may search for that the title and headings do not say ("toast" for Snackbar). */
  keywords: string[];
  slug?: string;
  hidden: boolean;
  /** Front matter `product`: the product whose frame shows the page, instead of its folder's. */
  product?: SiteProductId;
}

/**
 * Line of a top-level front matter key in the file (the opening `---` is line 1), so errors point
 * at the field; 1 when it cannot be found (no source, or the key is not written on its own line).
 */
export function frontMatterKeyLine(source: string | undefined, key: string): number {
  if (!source) return 1;
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return 1;
  for (let index = 1; index < lines.length; index += 1) {
    const text = lines[index]!;
    if (text.trim() === '---') break;
    if (new RegExp(`^${key}\\s*:`).test(text)) return index + 1;
  }
  return 1;
}

/** A YAML list or a comma-separated string → trimmed, non-empty strings; null when neither. */
function stringList(value: unknown): string[] | null {
  const list =
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : value;
  if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) return null;
  return list.map((item: string) => item.trim()).filter(Boolean);
}

/**
 * Validates a page's front matter. `source` (the whole file) is optional; with it, errors about a
 * field name the line the field is on.
 */
export function parseFrontMatter(
  data: Record<string, unknown>,
  file: string,
  source?: string,
): FrontMatter {
  const {
    title,
    description,
    components = [],
    keywords = [],
    slug,
    hidden = false,
    product,
    ...rest
  } = data;
  const lineOf = (key: string) => frontMatterKeyLine(source, key);
  if (typeof title !== 'string' || !title.trim())
    throw new ContentError('front matter needs a "title"', file, lineOf('title'));
  if (typeof description !== 'string' || !description.trim()) {
    throw new ContentError(
      'front matter needs a "description" (one sentence for search and SEO)',
      file,
      lineOf('description'),
    );
  }
  const list = stringList(components);
  if (!list) {
    throw new ContentError(
      '"components" must be a list of component names',
      file,
      lineOf('components'),
    );
  }
  const keywordList = stringList(keywords);
  if (!keywordList) {
    throw new ContentError('"keywords" must be a list of search terms', file, lineOf('keywords'));
  }
  if (slug !== undefined && typeof slug !== 'string')
    throw new ContentError('"slug" must be a string', file, lineOf('slug'));
  if (typeof hidden !== 'boolean')
    throw new ContentError('"hidden" must be true or false', file, lineOf('hidden'));
  if (product !== undefined && (typeof product !== 'string' || !getSiteProduct(product))) {
    throw new ContentError(
      `unknown product ${JSON.stringify(product)} (known: ${SITE_PRODUCTS.map((p) => p.id).join(', ')})`,
      file,
      lineOf('product'),
    );
  }
  const unknown = Object.keys(rest);
  if (unknown.length)
    throw new ContentError(`unknown front matter field(s): ${unknown.join(', ')}`, file, 1);
  return {
    title: title.trim(),
    description: description.trim(),
    components: list,
    keywords: keywordList,
    slug,
    hidden,
    ...(product !== undefined ? { product: product as SiteProductId } : {}),
  };
}

/** Lines taken by the front matter block, so body errors report real line numbers. */
export function frontMatterLines(source: string): number {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  return match ? match[0].split('\n').length - 1 : 0;
}
