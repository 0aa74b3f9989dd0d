import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { AdCard } from './AdCard';
import { sanitizeAdHtml } from './sanitize';

describe('ad descriptions without a DOM (server rendering)', () => {
  it('are not passed through unsanitised', () => {
    expect(sanitizeAdHtml('<img src=x onerror=alert(1)>')).toBeNull();
  });

  it('render as escaped plain text', () => {
    const html = renderToString(
      <AdCard
        shape="image"
        ad={{
          name: 'x',
          link: '/joy-ui/getting-started/',
          img: '',
          description: '<b>Hi</b> <img src=x onerror=alert(1)><script>alert(2)</script>',
          poweredby: 'MUI',
          label: 'in-house-x',
        }}
      />,
    );
    expect(html).toContain('Hi');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('alert(2)');
  });
});
