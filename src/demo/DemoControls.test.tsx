// @vitest-environment jsdom
import * as React from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoBlock } from '@/model/bodyBlocks';
import { PREVIEW_HTML, StandaloneControls as Controls } from './DemoControls.fixture';
import { DEMO_SOURCES_FORMAT, type DemoSources } from '@/model/demoSourcesFile';

const FULL_TS = "import Button from '@mui/material/Button';\n\nexport default function Full() {}";

function sources(id: string): DemoSources {
  const text = (code: string) => ({ code, html: `<pre class="shiki"><code>${code}</code></pre>` });
  return {
    version: DEMO_SOURCES_FORMAT,
    id,
    name: 'Full',
    productId: 'docs-infra',
    stylings: { System: { TS: text(FULL_TS), JS: text(FULL_TS), files: [] } },
    dependencies: {},
    devDependencies: {},
  };
}

function demo(id: string, withPreview: boolean): DemoBlock {
  return {
    kind: 'demo',
    id,
    name: 'Full',
    anchor: 'full',
    options: {},
    ...(withPreview ? { preview: { code: '<Button>Preview</Button>', html: PREVIEW_HTML } } : {}),
  };
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const id = String(input).replace(/^\/static\/demo-sources\/|\.json$/g, '');
    return new Response(JSON.stringify(sources(id)), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DemoControls with a .tsx.preview', () => {
  it('"show code" swaps the preview for the full source, fetched only then; hiding it brings the preview back', async () => {
    render(<Controls block={demo('experiments/c', true)} />);
    expect(screen.getByTestId('demo-code-preview').textContent).toBe('<Button>Preview</Button>');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('demo-show-code'));
    expect(screen.queryByTestId('demo-code-preview')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('demo-source').textContent).toContain('export default function'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/static/demo-sources/experiments/c.json');

    fireEvent.click(screen.getByTestId('demo-show-code'));
    expect(screen.getByTestId('demo-code-preview')).toBeTruthy();
    expect(screen.queryByTestId('demo-source')).toBeNull();
  });
});
