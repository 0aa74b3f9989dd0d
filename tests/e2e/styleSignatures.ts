/**
 * What decides the colours of a page's text outside its islands: for every element that holds
 * text (or is a link or form control), the chain from <body> down to it of tag names, classes,
 * inline styles, and the attributes some stylesheet of the page selects on (with their values when
 * a selector compares them). Two elements with the same chain are painted by the same rules, so
 * axe's colour rules give them the same outcome; a page walk colour-checks prose and shell text
 * only on pages that bring a chain no page of the walk has brought before (tests/e2e/productWalk.ts),
 * and the islands (demos, playgrounds, widgets) on every page.
 *
 * The site's own CSS has no rule that depends on an element's position (no nth-child, sibling or
 * :has() selector sets a colour outside the islands); a form control's checked state is part of
 * its link in the chain.
 */
import type { Page } from 'playwright-core';

/** The chains of the page's current DOM, in light or dark (call it in the mode to compare). */
export function styleSignatures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
    const link = (element: Element): string => {
      const parts = [element.tagName.toLowerCase()];
      const classes = Array.from(element.classList).sort();
      if (classes.length > 0) parts.push(`.${classes.join('.')}`);
      const attributes = Array.from(element.attributes)
        .filter((attribute) => attribute.name !== 'class')
        .flatMap((attribute) => {
          if (attribute.name === 'style' || compared.has(attribute.name)) {
            return [`${attribute.name}=${attribute.value}`];
          }
          return present.has(attribute.name) ? [attribute.name] : [];
        })
        .sort();
      if (element instanceof HTMLInputElement && element.checked) attributes.push(':checked');
      if (attributes.length > 0) parts.push(`[${attributes.join(',')}]`);
      return parts.join('');
    };
    const chains = new Set<string>();
    const SKIP = new Set(['ASTRO-ISLAND', 'SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
    const visit = (element: Element, chain: string) => {
      const own = `${chain}>${link(element)}`;
      const holdsText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
      if (holdsText || element.matches('a, button, input, select, textarea')) chains.add(own);
      // Token spans of highlighted code are checked in the build (tests/e2e/codeColours.e2e.ts).
      if (element.matches('pre.shiki')) return;
      for (const child of Array.from(element.children)) {
        if (!SKIP.has(child.tagName)) visit(child, own);
      }
    };
    visit(document.body, '');
    return [...chains];
  });
}
