import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiPageData } from '@/model/pageData';
import ApiPage from './ApiPage';

function page(cssVariables: ApiPageData['api']['cssVariables']): ApiPageData {
  return {
    kind: 'api',
    title: 'Fake API',
    api: {
      name: 'Fake',
      entryKind: 'component',
      packageName: '@mui/joy',
      importHtml: '',
      demos: [],
      props: [],
      parameters: null,
      returnValue: null,
      inherits: null,
      forwardsRef: true,
      themeName: 'JoyFake',
      slots: [],
      classes: [],
      cssVariables,
    },
  } as unknown as ApiPageData;
}

describe('the CSS variables section of an API page', () => {
  it('lists own, other and nested variables with slots, fallbacks and declarations', () => {
    const html = renderToStaticMarkup(
      <ApiPage
        page={page({
          own: [
            {
              name: '--Fake-size',
              slots: [{ name: 'root', href: '#slots-root' }],
              fallbacks: ['12px', '16px'],
              declaredOn: [{ name: 'label', href: null }],
            },
          ],
          others: [
            {
              name: '--ListItem-gap',
              slots: [{ name: 'root', href: '#slots-root' }],
              fallbacks: [],
              declaredOn: [],
            },
          ],
          forChildren: [{ name: '--Icon-color', slots: [{ name: 'root', href: '#slots-root' }] }],
        })}
      />,
    );
    expect(html).toContain('<h2 id="css-variables">CSS variables</h2>');
    expect(html).toContain('<th scope="row" id="css-variables-Fake-size">');
    expect(html).toContain('<a href="#slots-root"><code>root</code></a>');
    expect(html).toContain('<code>12px</code>, <code>16px</code>');
    expect(html).toContain('<code>label</code>');
    expect(html).toContain('id="css-variables-others"');
    expect(html).toContain('<code>--Icon-color</code>');
  });

  it('is absent when the component has no variables', () => {
    expect(renderToStaticMarkup(<ApiPage page={page(null)} />)).not.toContain('css-variables');
  });

  it('leaves out the groups that are empty', () => {
    const html = renderToStaticMarkup(
      <ApiPage
        page={page({ own: [], others: [], forChildren: [{ name: '--Icon-color', slots: [] }] })}
      />,
    );
    expect(html).toContain('id="css-variables-children"');
    expect(html).not.toContain('id="css-variables-own"');
    expect(html).not.toContain('id="css-variables-others"');
  });
});
