import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoBlock } from '@/model/bodyBlocks';
import { PREVIEW_HTML, StandaloneControls } from './DemoControls.fixture';

function prerender(block: DemoBlock): string {
  return renderToString(<StandaloneControls block={block} />);
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DemoControls pre-rendered with a .tsx.preview', () => {
  it('puts the short preview under the toolbar in the HTML, not the full source', () => {
    const html = prerender({
      kind: 'demo',
      id: 'experiments/a',
      name: 'Full',
      anchor: 'full',
      options: {},
      preview: { code: '<Button>Preview</Button>', html: PREVIEW_HTML },
    });
    expect(html).toContain('data-testid="demo-code-preview"');
    expect(html).toContain('&lt;Button&gt;Preview&lt;/Button&gt;');
    expect(html).not.toContain('data-testid="demo-source"');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('pre-renders no code at all for a demo without a preview', () => {
    const html = prerender({
      kind: 'demo',
      id: 'experiments/b',
      name: 'Full',
      anchor: 'full',
      options: {},
    });
    expect(html).not.toContain('demo-code-preview');
    expect(html).not.toContain('data-testid="demo-code"');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
