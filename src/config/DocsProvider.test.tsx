import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { DocsProvider, useAdConfig, useDocsConfig } from './DocsProvider';

function ShowRatio() {
  return <span>{useAdConfig().GADisplayRatio}</span>;
}
function ShowSite() {
  return <span>{useDocsConfig().site.feedbackUrl}</span>;
}

describe('DocsProvider', () => {
  it('provides adConfig.GADisplayRatio = 0.1 by default', () => {
    expect(
      renderToString(
        <DocsProvider>
          <ShowRatio />
        </DocsProvider>,
      ),
    ).toContain('0.1');
    expect(
      renderToString(
        <DocsProvider>
          <ShowSite />
        </DocsProvider>,
      ),
    ).toContain('/api/feedback');
  });

  it('throws when docs config is used outside its provider', () => {
    expect(() => renderToString(<ShowSite />)).toThrow(
      /Could not find the docs config context value/,
    );
  });

  it('throws when ad config is used outside its provider', () => {
    expect(() => renderToString(<ShowRatio />)).toThrow(
      /Could not find the ad config context value/,
    );
  });
});
