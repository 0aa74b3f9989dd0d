/**
 * Types on hover as markup, no script: the identifier's highlighted token becomes a tab stop
 * described by the popup that follows it (`<span role="tooltip">`), which CSS shows on hover and
 * keyboard focus (src/docs/docs.css, "Types on hover"). The popups live in the `<pre>` but are
 * positioned against the code block around it, so the block's horizontal scrolling does not clip
 * them. The hovers themselves are found when the block is type-checked (codeBlocks/codeHovers.ts).
 */
import type { Element, ElementContent } from 'hast';
import type { DecorationItem } from 'shiki';
import type { CodeHover } from './codeBlocks/codeHovers';

const HOVER_INDEX = 'dataHover';

/** Shiki decorations that mark each hovered identifier's token (split where needed). */
export function hoverDecorations(hovers: readonly CodeHover[]): DecorationItem[] {
  return hovers.map((hover, index) => ({
    start: hover.start,
    end: hover.end,
    properties: { [HOVER_INDEX]: index },
  }));
}

/**
 * After highlighting with hoverDecorations: makes each marked token focusable and described by a
 * popup placed right after it; `nextId` gives ids unique in the page.
 */
export function addHoverPopups(
  pre: Element,
  hovers: readonly CodeHover[],
  nextId: () => string,
): void {
  const visit = (parent: Element) => {
    for (let i = 0; i < parent.children.length; i++) {
      const child = parent.children[i]!;
      if (child.type !== 'element') continue;
      const index = child.properties[HOVER_INDEX];
      if (typeof index !== 'number') {
        visit(child);
        continue;
      }
      const id = nextId();
      delete child.properties[HOVER_INDEX];
      child.properties.tabIndex = 0;
      child.properties.ariaDescribedBy = [id];
      const popup: ElementContent = {
        type: 'element',
        tagName: 'span',
        properties: { role: 'tooltip', id },
        children: [{ type: 'text', value: hovers[index]!.text }],
      };
      parent.children.splice(i + 1, 0, popup);
      i++;
    }
  };
  visit(pre);
}
