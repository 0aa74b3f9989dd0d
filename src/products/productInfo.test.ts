import { describe, expect, it } from 'vitest';
import { getProductInfoFromUrl, toCanonicalPath } from './productInfo';

describe('getProductInfoFromUrl', () => {
  it.each([
    // core products: the first segment decides
    ['/material-ui/react-button/', 'core', 'material-ui'],
    ['/material-ui/', 'core', 'material-ui'],
    ['/material-ui', 'core', 'material-ui'],
    ['/joy-ui/getting-started/overview/', 'core', 'joy-ui'],
    ['/base-ui/react-slider/', 'core', 'base-ui'],
    ['/system/getting-started/', 'core', 'system'],
    // x: product named after the path
    ['/x/react-data-grid/', 'x', 'x-data-grid'],
    ['/x/react-data-grid/editing/', 'x', 'x-data-grid'],
    ['/x/react-date-pickers/', 'x', 'x-date-pickers'],
    ['/x/api/data-grid/data-grid/', 'x', 'x-data-grid'],
    ['/x/introduction/', 'x', 'x-introduction'],
    ['/x/', 'x', 'null'],
    // toolpad splits into studio and core
    ['/toolpad/studio/getting-started/', 'toolpad', 'toolpad-studio'],
    ['/toolpad/core/introduction/', 'toolpad', 'toolpad-core'],
    ['/toolpad/', 'toolpad', 'toolpad-core'],
    // docs, versions, production-error → docs
    ['/docs/', 'docs', 'docs'],
    ['/versions/', 'docs', 'docs'],
    ['/production-error/?code=1', 'docs', 'docs'],
    // experiments/docs → docs-infra
    ['/experiments/docs/markdown/', 'docs', 'docs-infra'],
    ['/experiments/other/', 'null', 'null'],
    // language prefix stripped, zh recognised
    ['/zh/material-ui/react-button/', 'core', 'material-ui'],
    ['/en/joy-ui/', 'core', 'joy-ui'],
    ['/zh/x/react-data-grid/', 'x', 'x-data-grid'],
    // the hash and query are ignored
    ['/material-ui/react-button/#basic-button.js', 'core', 'material-ui'],
    ['/system/#x', 'core', 'system'],
    // unknown paths: explicit 'null'
    ['/', 'null', 'null'],
    ['', 'null', 'null'],
    ['/unknown/page/', 'null', 'null'],
    ['/zh/', 'null', 'null'],
    ['/zhx/material-ui/', 'null', 'null'],
    ['#only-a-hash', 'null', 'null'],
  ])('%s → %s / %s', (path, category, product) => {
    expect(getProductInfoFromUrl(path)).toEqual({
      productCategoryId: category,
      productId: product,
    });
  });
});

describe('toCanonicalPath', () => {
  it.each([
    ['/material-ui/react-button/', 'en', '/material-ui/react-button', '/material-ui/react-button'],
    ['/', 'en', '/', '/'],
    ['/zh/', 'zh', '/', '/'],
    ['/zh/material-ui/', 'zh', '/material-ui', '/material-ui'],
    ['/en', 'en', '/', '/'],
    ['/api/button/', 'en', '/api/button', '/api-docs/button'],
    ['/zh/api/button', 'zh', '/api/button', '/api-docs/button'],
    ['/apis/x/', 'en', '/apis/x', '/apis/x'],
    ['/material-ui/api/button/', 'en', '/material-ui/api/button', '/material-ui/api/button'],
    ['/system///', 'en', '/system', '/system'],
    ['/joy-ui/#a/b/', 'en', '/joy-ui', '/joy-ui'],
  ])('%s', (input, language, canonical, server) => {
    expect(toCanonicalPath(input)).toEqual({
      language,
      canonicalPath: canonical,
      canonicalPathServer: server,
    });
  });
});
