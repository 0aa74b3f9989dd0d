/**
 * A thin wrapper over Google's global tag function. Every call is a no-op when gtag is absent
 * (no measurement id configured, the script blocked, or rendering on the server).
 */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

export type GtagFunction = (...args: unknown[]) => void;

interface GtagWindow {
  gtag?: GtagFunction;
  dataLayer?: unknown[];
}

function gtagWindow(): (Window & GtagWindow) | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

export function gtag(...args: unknown[]): void {
  gtagWindow()?.gtag?.(...args);
}

/** An analytics event such as `sendEvent('ad', 'display', 'in-house-templates-image-top')`. */
export function sendEvent(name: string, action: string, label: string): void {
  gtag('event', name, { event_action: action, event_label: label });
}

export function sendPageView(path: string): void {
  const win = gtagWindow();
  if (!win?.gtag) return;
  gtag('event', 'page_view', {
    page_path: path,
    page_location: win.location.href,
    page_title: win.document.title,
  });
}

/**
 * Defines `window.gtag` and adds Google's script once. Page views are sent by hand
 * (`send_page_view: false`) so client-side navigations are counted the same way as the first load.
 */
export function installGtag(measurementId: string): void {
  const win = gtagWindow();
  if (!win || win.document.querySelector('script[data-gtag]')) return;
  const dataLayer = (win.dataLayer = win.dataLayer ?? []);
  win.gtag = function gtagStub() {
    // gtag.js only understands the `arguments` object itself, not an array copy of it.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });

  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
  script.dataset.gtag = '';
  win.document.head.appendChild(script);
}
