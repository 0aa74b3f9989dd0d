/**
 * Server only: the SVG markup of a Material icon component as a plain inline <svg>, without its
 * Emotion styles, for the static shell (styled by the `.icon` class in shell.css).
 */
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Each icon's inner markup, rendered once per build: every page's frame shows the same few. */
const innerMarkup = new Map<React.ComponentType, string>();

export function svgIcon(Icon: React.ComponentType, className = 'icon'): string {
  let inner = innerMarkup.get(Icon);
  if (inner === undefined) {
    const markup = renderToStaticMarkup(React.createElement(Icon));
    inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(markup)?.[1] ?? '';
    innerMarkup.set(Icon, inner);
  }
  return `<svg class="${className}" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${inner}</svg>`;
}

/** Our own product marks (one shape and colour each), as inline SVG. */
export function svgPath(path: string, color: string, className = 'icon', testId?: string): string {
  const testIdAttribute = testId ? ` data-testid="${testId}"` : '';
  return `<svg class="${className}"${testIdAttribute} viewBox="0 0 24 24" aria-hidden="true" focusable="false" style="color:${color}"><path fill="currentColor" fill-rule="evenodd" d="${path}"/></svg>`;
}
