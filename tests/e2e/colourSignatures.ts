/**
 * Which text of a page axe's colour rules still need to see. Every element that holds text (or is a
 * link or form control) gets a signature: for it and each ancestor up to <body>, the tag, classes,
 * inline style, the attributes some stylesheet of the page selects on (with their values when a
 * selector compares them), the disabled state (axe skips disabled controls), and the computed
 * values axe's colour rules read (colour, background colour and image, opacity, font size and
 * weight, text decoration and shadow). Two elements with the same signature are painted alike on
 * the same backgrounds, so axe gives them the same outcome: a walk marks only the elements whose
 * signature it has not checked yet (in this mode: the computed colours differ between modes), on
 * prose and islands alike, and runs the colour rules on those (`COLOUR_CHECK`).
 *
 * What a signature cannot see is position: text over a positioned sibling that is not its
 * ancestor. Axe reports text over images and gradients as "needs review", never as a violation,
 * and our pages paint no solid colour behind text from a sibling; the grid's cells, the demos'
 * repeated rows and the prose's paragraphs are the duplicates this saves checking.
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
      const compared = new Set<string>();
      const present = new Set<string>();
      const attributePattern = /\[\s*([\w:-]+)\s*([~|^$*]?=)?/g;
      const readRules = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if ('selectorText' in rule && typeof rule.selectorText === 'string') {
            for (const match of rule.selectorText.matchAll(attributePattern)) {
              (match[2] ? compared : present).add(match[1]!.toLowerCase());
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
      compared.delete(attributeName);
      present.delete(attributeName);
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
      const link = (element: Element): string => {
        const parts = [element.tagName.toLowerCase()];
        const classes = Array.from(element.classList).sort();
        if (classes.length > 0) parts.push(`.${classes.join('.')}`);
        const attributes = Array.from(element.attributes)
          .filter((attribute) => attribute.name !== 'class' && attribute.name !== attributeName)
          .flatMap((attribute) => {
            if (
              attribute.name === 'style' ||
              attribute.name === 'disabled' ||
              attribute.name === 'aria-disabled' ||
              compared.has(attribute.name)
            ) {
              return [`${attribute.name}=${attribute.value}`];
            }
            return present.has(attribute.name) ? [attribute.name] : [];
          })
          .sort();
        if (element instanceof HTMLInputElement && element.checked) attributes.push(':checked');
        if (attributes.length > 0) parts.push(`[${attributes.join(',')}]`);
        const style = getComputedStyle(element);
        parts.push(
          [
            style.color,
            style.backgroundColor,
            style.backgroundImage,
            style.opacity,
            style.fontSize,
            style.fontWeight,
            style.textDecorationLine,
            style.textShadow,
            style.visibility,
          ].join('|'),
        );
        return parts.join('');
      };
      const fresh = new Set<string>();
      const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
      const visit = (element: Element, parent: string) => {
        if (element.matches(skipSelector)) return;
        const own = digest(`${parent}>${link(element)}`);
        const holdsText = Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
        );
        const checks =
          (holdsText || element.matches('a, button, input, select, textarea')) && !seen.has(own);
        element.toggleAttribute(attributeName, checks);
        if (checks) {
          seen.add(own);
          fresh.add(own);
        }
        for (const child of Array.from(element.children)) {
          if (!SKIP.has(child.tagName)) visit(child, own);
        }
      };
      visit(document.body, '');
      return [...fresh];
    },
    [[...checked], skip, COLOUR_CHECK_ATTRIBUTE] as const,
  );
}
