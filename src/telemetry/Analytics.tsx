import * as React from 'react';
import { useDocsConfig } from '@/config/DocsProvider';
import { installGtag, sendPageView } from './gtag';
import { reportWebVitals } from './webVitals';

/**
 * Page views wait for this timeout so Next has updated `document.title` for the new route
 * before the view is recorded.
 */
export const PAGE_VIEW_DELAY_MS = 0;

let webVitalsStarted = false;

/** The path without its `#fragment`: jumping to a heading is not a new page view. */
export function pageViewPath(route: string): string {
  const hash = route.indexOf('#');
  return hash === -1 ? route : route.slice(0, hash);
}

export interface AnalyticsProps {
  /** The current route, e.g. the Next router's `asPath`. */
  route: string;
}

/** Loads gtag, records page views and web vitals. Renders nothing; does nothing without an id. */
export function Analytics({ route }: AnalyticsProps) {
  const measurementId = useDocsConfig().site.gaMeasurementId;
  const path = pageViewPath(route);

  React.useEffect(() => {
    if (!measurementId) return;
    installGtag(measurementId);
    if (!webVitalsStarted) {
      webVitalsStarted = true;
      void reportWebVitals();
    }
  }, [measurementId]);

  React.useEffect(() => {
    if (!measurementId) return undefined;
    const timer = setTimeout(() => sendPageView(path), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [measurementId, path]);

  return null;
}
