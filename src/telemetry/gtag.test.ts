// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GTAG_SCRIPT_URL, gtag, installGtag, sendEvent, sendPageView } from './gtag';

type GtagWindow = Window & { gtag?: (...args: unknown[]) => void; dataLayer?: unknown[] };
const win = window as GtagWindow;

afterEach(() => {
  delete win.gtag;
  delete win.dataLayer;
  document.head.innerHTML = '';
});

describe('gtag wrapper', () => {
  it('does nothing when gtag is absent', () => {
    expect(() => {
      gtag('event', 'x');
      sendEvent('ad', 'click', 'label');
      sendPageView('/');
    }).not.toThrow();
  });

  it('sends events with their action and label', () => {
    win.gtag = vi.fn();
    sendEvent('ad', 'display', 'in-house-templates-image-top');
    expect(win.gtag).toHaveBeenCalledWith('event', 'ad', {
      event_action: 'display',
      event_label: 'in-house-templates-image-top',
    });
  });

  it('sends page views with the path and title', () => {
    win.gtag = vi.fn();
    document.title = 'Button';
    sendPageView('/material-ui/react-button/');
    expect(win.gtag).toHaveBeenCalledWith('event', 'page_view', {
      page_path: '/material-ui/react-button/',
      page_location: window.location.href,
      page_title: 'Button',
    });
  });
});

describe('installGtag', () => {
  it('adds the script once and queues commands as gtag.js expects', () => {
    installGtag('G-TEST1');
    installGtag('G-TEST1');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(`${GTAG_SCRIPT_URL}?id=G-TEST1`);
    expect(scripts[0]?.async).toBe(true);

    const queued = win.dataLayer ?? [];
    expect(queued).toHaveLength(2);
    // gtag.js reads `arguments` objects, not arrays.
    expect(Object.prototype.toString.call(queued[0])).toBe('[object Arguments]');
    expect(Array.from(queued[1] as ArrayLike<unknown>)).toEqual([
      'config',
      'G-TEST1',
      { send_page_view: false },
    ]);
    sendEvent('ad', 'click', 'x');
    expect(win.dataLayer).toHaveLength(3);
  });
});
