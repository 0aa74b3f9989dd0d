import * as React from 'react';
import { renderToString } from 'react-dom/server';
const files = process.argv.slice(2);
for (const f of files) {
  try {
    const mod = await import('/work/wt-grid/content/data-grid/' + f);
    const html = renderToString(React.createElement(mod.default));
    const grids = (html.match(/role="(tree)?grid"/g) || []).length;
    console.log('OK', f, html.length, 'grids:', grids, html.includes('aria-label') ? '' : '');
  } catch (e) {
    console.log('FAIL', f, (e as Error).message.slice(0, 300));
  }
}
