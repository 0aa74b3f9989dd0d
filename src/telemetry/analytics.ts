/** Loads gtag and records this page view and (sampled) web vitals; does nothing without an id. */
import { installGtag, sendPageView } from './gtag';
import { reportWebVitals } from './webVitals';

/** The path without its `#fragment`: jumping to a heading is not a new page view. */
export function pageViewPath(route: string): string {
  const hash = route.indexOf('#');
  return hash === -1 ? route : route.slice(0, hash);
}

export function startAnalytics(measurementId: string): void {
  if (!measurementId) return;
  installGtag(measurementId);
  // After the title and the page are settled: a separate task.
  setTimeout(() => sendPageView(pageViewPath(location.pathname + location.search)), 0);
  void reportWebVitals();
}
