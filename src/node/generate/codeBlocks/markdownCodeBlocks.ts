/**
 * The fenced code blocks of a page's Markdown, with the line each starts on and the fence's
 * language and meta words. The fragment convention lives here: a fence whose meta has the word
 * `fragment` (```` ```tsx fragment ````) is a deliberately partial block and is not compiled.
 */
import type { Code, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** The meta word that marks a block as deliberately partial (not compiled). */
export const FRAGMENT_MARKER = 'fragment';
/** The meta word that marks a `css` block as a CSS Module (`:global`, `composes` allowed). */
export const CSS_MODULE_MARKER = 'module';

export interface MarkdownCodeBlock {
  /** The fence's language, lower case (`tsx`), or '' when it has none. */
  lang: string;
  /** The words after the language (`fragment`, `title="App.tsx"`). */
  meta: string[];
  code: string;
  /** Line of the block's first code line in the Markdown given (1-based). */
  line: number;
}

/** Every fenced code block of `markdown`, in order (indented code blocks have no language). */
export function markdownCodeBlocks(markdown: string): MarkdownCodeBlock[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  const blocks: MarkdownCodeBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    const fenceLine = node.position?.start.line;
    if (!fenceLine || !node.lang) return;
    blocks.push({
      lang: node.lang.toLowerCase(),
      meta: (node.meta ?? '').split(/\s+/).filter(Boolean),
      code: node.value,
      line: fenceLine + 1,
    });
  });
  return blocks;
}

export function isFragment(block: Pick<MarkdownCodeBlock, 'meta'>): boolean {
  return block.meta.includes(FRAGMENT_MARKER);
}
