/**
 * Types on hover as markup, no script: the hovered identifier becomes a tab stop described by the
 * popup that follows it (`<span role="tooltip">`), which CSS shows on hover and keyboard focus
 * (src/docs/docs.css, "Types on hover"). The popups live in the `<pre>` but are positioned against
 * the code block around it, so the block's horizontal scrolling does not clip them. The hovers
 * themselves are found when the block is type-checked (codeBlocks/codeHovers.ts).
 *
 * No highlighted token is split for a hover (a split repeats the token's colour styles, which
 * weighed more than the popups on pages with many blocks): the token that holds just the
 * identifier, once its surrounding whitespace is moved out of it, becomes the trigger; an
 * identifier inside a longer token (Shiki joins neighbours of one colour, as in `: { palette`) gets
 * a bare span inside that token.
 */
import type { Element, ElementContent, Text } from 'hast';
import type { CodeHover } from './codeBlocks/codeHovers';

/** The popups' ids, as ./markdown.ts numbers them in a page. */
const ID = 'hover_\\d+';

interface Leaf {
  text: Text;
  /** The leaf's parent (a token, mostly) and the token's own parent. */
  parent: Element;
  grandparent: Element | undefined;
  start: number;
}

/** The text leaves under `node`, with their offsets in the code. */
function leavesOf(pre: Element): Leaf[] {
  const leaves: Leaf[] = [];
  let offset = 0;
  const visit = (node: Element, parent: Element | undefined) => {
    for (const child of node.children) {
      if (child.type === 'text') {
        leaves.push({ text: child, parent: node, grandparent: parent, start: offset });
        offset += child.value.length;
      } else if (child.type === 'element') {
        visit(child, node);
      }
    }
  };
  visit(pre, undefined);
  return leaves;
}

const isBlank = (text: string) => /^\s*$/.test(text);
const textNode = (value: string): Text[] => (value ? [{ type: 'text', value }] : []);

/**
 * After highlighting: makes each hovered identifier focusable and described by a popup placed
 * right after it; `nextId` gives ids unique in the page. A hover whose identifier is not within
 * one text of the highlighted code (it never is across tokens) is left out.
 */
export function addHoverPopups(
  pre: Element,
  hovers: readonly CodeHover[],
  nextId: () => string,
): void {
  const leaves = leavesOf(pre);
  // Ids in the code's order; the tree is changed from the end, so that what comes before a place
  // (in its text, too) stays where it was found.
  const placed = hovers.flatMap((hover) => {
    const leaf = leaves.find(
      (candidate) =>
        candidate.start <= hover.start &&
        hover.end <= candidate.start + candidate.text.value.length,
    );
    return leaf ? [{ hover, leaf, id: nextId() }] : [];
  });
  for (const { hover, leaf, id } of placed.reverse()) {
    const { text, parent, grandparent } = leaf;
    const before = text.value.slice(0, hover.start - leaf.start);
    const word = text.value.slice(hover.start - leaf.start, hover.end - leaf.start);
    const after = text.value.slice(hover.end - leaf.start);
    const popup: Element = {
      type: 'element',
      tagName: 'span',
      properties: { role: 'tooltip', id },
      children: [{ type: 'text', value: hover.text }],
    };
    const describe = (node: Element) => {
      node.properties.tabIndex = 0;
      node.properties.ariaDescribedBy = [id];
    };
    // A token is a span of its own colour (a line has a class).
    const isToken = parent.tagName === 'span' && !parent.properties.className;
    if (grandparent && isToken && parent.children.length === 1 && isBlank(before + after)) {
      // The token is the identifier: it is the trigger, its whitespace goes beside it.
      text.value = word;
      describe(parent);
      const around: ElementContent[] = [...textNode(before), parent, popup, ...textNode(after)];
      grandparent.children.splice(grandparent.children.indexOf(parent), 1, ...around);
      continue;
    }
    const trigger: Element = {
      type: 'element',
      tagName: 'span',
      properties: {},
      children: [{ type: 'text', value: word }],
    };
    describe(trigger);
    // The text keeps what comes before the identifier (another hover of it may be there).
    text.value = before;
    const at = parent.children.indexOf(text);
    parent.children.splice(at + 1, 0, trigger, popup, ...textNode(after));
    if (!before) parent.children.splice(at, 1);
  }
}

/**
 * `html` as it would be without types on hover, byte for byte in length: the popups, the triggers'
 * attributes and the spans made for identifiers inside longer tokens removed (the whitespace moved
 * out of a token stays out, the same length). The HTML budget test measures what hovers add by it.
 */
export function withoutHoverMarkup(html: string): string {
  return html
    .replace(new RegExp(`<span role="tooltip" id="${ID}">[^<]*</span>`, 'g'), '')
    .replace(new RegExp(`<span tabindex="0" aria-describedby="${ID}">([^<]*)</span>`, 'g'), '$1')
    .replace(new RegExp(` tabindex="0" aria-describedby="${ID}"`, 'g'), '');
}
