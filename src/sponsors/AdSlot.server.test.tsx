import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { DocsProvider } from '@/config/DocsProvider';
import AdSlot from './AdSlot';

describe('AdSlot on the server', () => {
  it('renders only the reserved space, so hydration and layout never change', () => {
    const html = renderToString(
      <DocsProvider>
        <AdSlot />
      </DocsProvider>,
    );
    expect(html).toContain('data-ad-slot="top"');
    expect(html).toContain('min-height:142px');
    expect(html).toMatch(/@media \(min-width:600px\)\{\.css-[\w-]+\{min-height:126px;\}\}/);
    expect(html).toContain('margin-top:24px');
    expect(html).toContain('margin-bottom:24px');
    expect(html).not.toMatch(/<a[\s>]/);
    expect(html).not.toContain('<script');
  });
});
