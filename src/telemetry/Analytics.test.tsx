// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { DocsProvider, defaultDocsConfig } from '@/config/DocsProvider';
import { Analytics, PAGE_VIEW_DELAY_MS, pageViewPath } from './Analytics';

type GtagWindow = Window & { gtag?: (...args: unknown[]) => void; dataLayer?: unknown[] };
const win = window as GtagWindow;

function renderAnalytics(gaMeasurementId: string, route: string) {
  const config = { ...defaultDocsConfig, site: { ...defaultDocsConfig.site, gaMeasurementId } };
  const element = (path: string) => (
    <DocsProvider config={config}>
      <Analytics route={path} />
    </DocsProvider>
  );
  const view = render(element(route));
  return { ...view, navigate: (path: string) => view.rerender(element(path)) };
}

function pageViews(): unknown[] {
  return (win.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => (args[2] as { page_path: string }).page_path);
}

beforeEach(() => {
  vi.useFakeTimers();
  // Keep this session out of the web-vitals sample.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete win.gtag;
  delete win.dataLayer;
  document.head.innerHTML = '';
});

describe('Analytics', () => {
  it('loads and sends nothing without a measurement id', () => {
    const { navigate } = renderAnalytics('', '/');
    navigate('/material-ui/');
    act(() => {
      vi.runAllTimers();
    });
    expect(document.querySelector('script')).toBeNull();
    expect(win.gtag).toBeUndefined();
    expect(win.dataLayer).toBeUndefined();
  });

  it('injects gtag once and sends a page view after the timeout', () => {
    const { navigate } = renderAnalytics('G-ABC', '/');
    const gtagScript = 'script[src="https://www.googletagmanager.com/gtag/js?id=G-ABC"]';
    expect(document.querySelectorAll(gtagScript)).toHaveLength(1);
    expect(pageViews()).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    });
    expect(pageViews()).toEqual(['/']);

    navigate('/material-ui/react-button/');
    act(() => {
      vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    });
    expect(pageViews()).toEqual(['/', '/material-ui/react-button/']);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('does not count a jump to a heading as a page view', () => {
    const { navigate } = renderAnalytics('G-ABC', '/system/');
    act(() => {
      vi.runAllTimers();
    });
    navigate('/system/#usage');
    act(() => {
      vi.runAllTimers();
    });
    expect(pageViews()).toEqual(['/system/']);
  });
});

describe('pageViewPath', () => {
  it('drops the fragment', () => {
    expect(pageViewPath('/a/b/?q=1#x')).toBe('/a/b/?q=1');
    expect(pageViewPath('/a/')).toBe('/a/');
  });
});
