import { describe, expect, it } from 'vitest';
import { rewriteDocLinks, UPSTREAM_DOCS_ORIGIN } from './apiPageData';

const ROUTES = new Set(['/material-ui/react-button/', '/material-ui/api/button/']);

describe('rewriteDocLinks', () => {
  it('keeps links to our pages and maps upstream class anchors to ours', () => {
    expect(rewriteDocLinks('<a href="/material-ui/react-button/">x</a>', ROUTES)).toBe(
      '<a href="/material-ui/react-button/">x</a>',
    );
    expect(
      rewriteDocLinks('<a href="/material-ui/api/button/#button-classes-contained">x</a>', ROUTES),
    ).toBe('<a href="/material-ui/api/button/#classes-contained">x</a>');
    expect(
      rewriteDocLinks('<a href="/material-ui/api/button/#button-classes-size-small">x</a>', ROUTES),
    ).toBe('<a href="/material-ui/api/button/#classes-sizeSmall">x</a>');
    expect(rewriteDocLinks('<a href="/material-ui/api/button">x</a>', ROUTES)).toBe(
      '<a href="/material-ui/api/button">x</a>',
    );
  });

  it('sends pages this site does not have to the upstream docs, anchors kept', () => {
    expect(
      rewriteDocLinks(
        '<a href="/material-ui/migration/migrating-from-deprecated-apis/#x">x</a>',
        ROUTES,
      ),
    ).toBe(
      `<a href="${UPSTREAM_DOCS_ORIGIN}/material-ui/migration/migrating-from-deprecated-apis/#x">x</a>`,
    );
    expect(
      rewriteDocLinks('<a href="https://example.com/a/">x</a><a href="#local">y</a>', ROUTES),
    ).toBe('<a href="https://example.com/a/">x</a><a href="#local">y</a>');
  });
});
