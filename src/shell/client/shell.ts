/**
 * The only script every page runs at load (plain TypeScript, no React): colour-mode switch, nav
 * drawer, menus, TOC scroll-spy, copy buttons, API view, the launchers of the React widgets, the
 * sponsor slot, analytics and the offline service worker.
 */
// Astro's link prefetching (every same-site link, on hover or focus), started by this script
// rather than by a script Astro adds to each page: one request fewer before the page settles. A
// browser that follows the page's Speculation Rules (src/shell/speculationRules.ts) also
// prerenders the page on hover, and shows it at once on the click.
import { init as initPrefetch } from 'astro/virtual-modules/prefetch.js';
import { siteConfig } from '@/config/siteConfig';
import { registerServiceWorker } from '@/offline/registerServiceWorker';
import { startAdSlots } from '@/sponsors/startAdSlots';
import { startAnalytics } from '@/telemetry/analytics';
import { afterNextPaint } from '@/utils/afterNextPaint';
import { whenActivated } from './activation';
import { initApiView } from './apiView';
import { listenForCodeHoverDismiss } from './codeHoverDismiss';
import { initColorModeToggle } from './colorModeToggle';
import { initCopyButtons } from './copyButtons';
import { scrollToPreferenceHash } from './demoHash';
import { startDemosForPreferences } from './demoPreferences';
import { initDirectionToggle } from './directionToggle';
import { initMenus } from './menus';
import { initNavDrawer } from './navDrawer';
import { initTocSpy } from './tocSpy';
import { initWidgets } from './widgetLaunchers';

/**
 * Starts the shell once, after the document is parsed, and only in a page the site's layout made
 * (`<html data-shell>`). The shell's modules share one chunk with what islands import from them, so
 * an island loading early, or the live-edit frame loading a demo, also evaluates this module.
 */
export function startShell(): void {
  const root = document.documentElement;
  if (root.dataset.shell !== 'static') return;
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', startShell, { once: true });
    return;
  }
  root.dataset.shell = 'starting';
  initColorModeToggle();
  initDirectionToggle();
  initNavDrawer();
  initMenus();
  initTocSpy();
  initCopyButtons();
  listenForCodeHoverDismiss();
  initApiView();
  scrollToPreferenceHash();
  initWidgets();
  startDemosForPreferences();
  // After the first frame the visitor sees: a prerendered page shows on the click, without
  // waiting for the sponsor slot (its space is reserved) or analytics.
  whenActivated(() =>
    afterNextPaint(() => {
      startAdSlots();
      startAnalytics(siteConfig.gaMeasurementId);
    }),
  );
  registerServiceWorker(siteConfig.productionHost);
  initPrefetch({ prefetchAll: true, defaultStrategy: 'hover' });
  // Browser tests and the benchmark wait for this mark (tests/support/chromium.ts waitForHydration).
  root.dataset.shell = 'ready';
}
