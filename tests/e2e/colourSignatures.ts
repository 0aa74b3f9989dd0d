/**
 * Which text of a page axe's colour rules still need to see. Every element that holds text (or is a
 * link or form control) gets a signature: for it and each ancestor up to <body>, the tag, classes,
 * which attributes some stylesheet of the page selects on it has, the disabled and checked states
 * (axe skips disabled controls), and the computed values axe's colour rules read (display,
 * visibility, colour, background colour and image, opacity, blending, filter, font, text decoration
 * and shadow), of the element and of its ::before and ::after; and, for the element itself, whether
 * its text has letters or digits (axe skips some symbol-only text) and whether it shows inside its
 * scrolling ancestors (axe skips text it cannot see). Inline styles and attribute values count
 * through what they paint: the computed values. Two elements with the same signature are painted
 * alike on the same backgrounds, so axe gives them the same outcome: a walk marks only the elements
 * whose signature no walk of the run has checked (the computed colours differ between modes, so a
 * signature holds for one mode), on prose and islands alike, and runs the colour rules on those
 * (`COLOUR_CHECK`). The grid's cells, the demos' repeated components and the prose's paragraphs are
 * the duplicates this saves checking.
 *
 * What a signature cannot see is a positioned element that is not an ancestor painting behind the
 * text (an overlay, a badge over an avatar): axe reports text over images and gradients as "needs
 * review", never as a violation; a solid colour from such a sibling is the one case left to the
 * first page that shows it.
 */
import type { Page } from 'playwright-core';

/** The attribute `markUncheckedColours` puts on the elements the colour rules must check. */
export const COLOUR_CHECK_ATTRIBUTE = 'data-colour-check';
/** axe `include` selector of those elements. */
export const COLOUR_CHECK = `[${COLOUR_CHECK_ATTRIBUTE}]`;

/**
 * Marks the text elements of the page's current DOM whose signature is not in `checked` (and
 * unmarks the others), in the mode the page is in now; returns the new signatures, each once.
 * `skip` is a CSS selector of subtrees the colour rules leave out (highlighted code tokens).
 */
export function markUncheckedColours(
  page: Page,
  checked: ReadonlySet<string>,
  skip: string,
): Promise<string[]> {
  return page.evaluate(
    ([known, skipSelector, attributeName]) => {
      const seen = new Set(known);
      // Marks of an earlier call go first: a subtree skipped now (excluded in this mode only) would
      // keep them, and axe checks a node that is both included and excluded.
      for (const marked of Array.from(document.querySelectorAll(`[${attributeName}]`))) {
        marked.removeAttribute(attributeName);
      }
      const selected = new Set<string>();
      const attributePattern = /\[\s*([\w:-]+)\s*([~|^$*]?=)?/g;
      const readRules = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if ('selectorText' in rule && typeof rule.selectorText === 'string') {
            for (const match of rule.selectorText.matchAll(attributePattern)) {
              selected.add(match[1]!.toLowerCase());
            }
          }
          if ('cssRules' in rule && rule.cssRules) readRules(rule.cssRules as CSSRuleList);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) {
        try {
          readRules(sheet.cssRules);
        } catch {
          // A stylesheet of another origin cannot be read; the site has none.
        }
      }
      selected.delete(attributeName);
      // A short, stable digest of a long string (cyrb53): signatures stay small however deep.
      const digest = (text: string): string => {
        let h1 = 0xdeadbeef;
        let h2 = 0x41c6ce57;
        for (let i = 0; i < text.length; i += 1) {
          const code = text.charCodeAt(i);
          h1 = Math.imul(h1 ^ code, 2654435761);
          h2 = Math.imul(h2 ^ code, 1597334677);
        }
        h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
        h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
        return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
      };
      const facts = (style: CSSStyleDeclaration): string =>
        [
          style.display,
          style.visibility,
          style.color,
          style.backgroundColor,
          style.backgroundImage,
          style.opacity,
          style.mixBlendMode,
          style.filter,
          style.fontFamily,
          style.fontSize,
          style.fontWeight,
          style.textDecorationLine,
          style.textShadow,
        ].join('|');
      const pseudo = (element: Element, which: string): string => {
        const style = getComputedStyle(element, which);
        return style.content === 'none' || style.content === 'normal'
          ? ''
          : `${which}{${style.content.length}|${style.position}|${facts(style)}}`;
      };
      // What decides whether axe judges an element at all (disabled, inert, an input's type).
      const ALWAYS = new Set(['disabled', 'aria-disabled', 'inert', 'type']);
      const disabled = (control: Element) =>
        control.matches(':disabled') || control.getAttribute('aria-disabled') === 'true';
      // Text that names a disabled control (its label, or what its aria-labelledby points at):
      // axe leaves it out, so it is told apart from the same text naming an enabled one.
      const labelledBy = new Map<string, Element[]>();
      for (const control of Array.from(document.querySelectorAll('[aria-labelledby]'))) {
        for (const id of control.getAttribute('aria-labelledby')!.split(/\s+/)) {
          labelledBy.set(id, [...(labelledBy.get(id) ?? []), control]);
        }
      }
      const namesDisabled = (element: Element): boolean => {
        const control = element.closest('label')?.control;
        if (control && disabled(control)) return true;
        for (let node: Element | null = element; node; node = node.parentElement) {
          const controls = node.id ? labelledBy.get(node.id) : undefined;
          if (controls && controls.every(disabled)) return true;
        }
        return false;
      };
      // What paints an element: its tag and classes, which selected attributes it has (their values
      // only through what they paint: the computed values below), its disabled or checked state,
      // and the computed values axe reads, of the element and of its ::before and ::after.
      const link = (element: Element): string => {
        const parts = [element.tagName.toLowerCase()];
        const classes = Array.from(element.classList).sort();
        if (classes.length > 0) parts.push(`.${classes.join('.')}`);
        const attributes = Array.from(element.attributes)
          .filter(
            (attribute) =>
              ALWAYS.has(attribute.name) ||
              (attribute.name !== 'style' && selected.has(attribute.name)),
          )
          .map((attribute) =>
            ALWAYS.has(attribute.name) ? `${attribute.name}=${attribute.value}` : attribute.name,
          )
          .sort();
        if (element instanceof HTMLInputElement && element.checked) attributes.push(':checked');
        if (attributes.length > 0) parts.push(`[${attributes.join(',')}]`);
        parts.push(facts(getComputedStyle(element)));
        parts.push(pseudo(element, '::before'), pseudo(element, '::after'));
        return parts.join('');
      };
      // Whether any of the element shows inside the boxes of its scrolling or clipping ancestors
      // (axe leaves text it cannot see out of the colour rules, so a hidden copy checks nothing).
      type Box = { left: number; top: number; right: number; bottom: number };
      const clips = (element: Element, box: Box): Box => {
        const style = getComputedStyle(element);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') return box;
        const rect = element.getBoundingClientRect();
        return {
          left: Math.max(box.left, rect.left),
          top: Math.max(box.top, rect.top),
          right: Math.min(box.right, rect.right),
          bottom: Math.min(box.bottom, rect.bottom),
        };
      };
      const showsIn = (element: Element, box: Box): boolean => {
        const rect = element.getBoundingClientRect();
        return (
          rect.width > 0 &&
          rect.height > 0 &&
          rect.right > box.left &&
          rect.left < box.right &&
          rect.bottom > box.top &&
          rect.top < box.bottom
        );
      };
      const linkInText = (link: Element): boolean => {
        let block = link.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) {
          block = block.parentElement;
        }
        return (block?.textContent ?? '').trim() !== (link.textContent ?? '').trim();
      };
      const fresh = new Set<string>();
      const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
      const visit = (element: Element, parent: string, box: Box) => {
        if (skipSelector !== '' && element.matches(skipSelector)) return;
        const own = digest(`${parent}>${link(element)}`);
        const text = Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent!)
          .join('')
          .trim();
        if (text !== '' || element.matches('a, button, input, select, textarea')) {
          // Text of letters or digits, or only symbols (axe skips some symbol-only text); seen or
          // not; for a link, whether other text of its block surrounds it (axe's
          // link-in-text-block judges only those); whether it names a disabled control.
          const kind = [
            /[\p{L}\p{N}]/u.test(text) ? 'words' : 'symbols',
            showsIn(element, box) ? 'shown' : 'hidden',
            element.matches('a') && linkInText(element) ? 'in-text' : '',
            namesDisabled(element) ? 'names-disabled' : '',
          ].join('|');
          const signature = digest(`${own}|${kind}`);
          if (!seen.has(signature)) {
            element.setAttribute(attributeName, '');
            seen.add(signature);
            fresh.add(signature);
          }
        }
        const inner = clips(element, box);
        for (const child of Array.from(element.children)) {
          if (!SKIP.has(child.tagName)) visit(child, own, inner);
        }
      };
      visit(document.body, '', {
        left: -Infinity,
        top: -Infinity,
        right: Infinity,
        bottom: Infinity,
      });
      return [...fresh];
    },
    [[...checked], skip, COLOUR_CHECK_ATTRIBUTE] as const,
  );
}
