/**
 * A render thread of ./renderInWorkers.ts: loads the prerender bundle once, set up as Astro's default
 * prerenderer sets it up in the build's thread, then renders the pages it is handed.
 */
import nodeLogDestination from 'astro/logger/node';
import type { RouteData } from 'astro';
import { workerSetup } from '../workerPool';
import {
  routesOf,
  type PrerenderApp,
  type RenderedPage,
  type RenderTask,
  type RenderWorkerSetup,
} from './renderInWorkers';

/** The prerender bundle's app as used here (Astro's `BuildApp`). */
interface BundleApp {
  manifest: PrerenderApp['manifest'];
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
}

async function loadBundle(
  setup: RenderWorkerSetup,
): Promise<{ app: BundleApp; routes: RouteData[] }> {
  const { app } = (await import(setup.entryUrl)) as { app: BundleApp };
  // What the build environment reads while rendering (see renderInWorkers.ts).
  app.setInternals({
    pagesByKeys: new Map(setup.pageStyles.map(([key, styles]) => [key, { styles }])),
    entrySpecifierToBundleMap: new Map(),
  });
  app.setOptions({
    settings: { scripts: setup.scripts },
    logger: {
      options: {
        level: setup.logLevel,
        destination: nodeLogDestination({ level: setup.logLevel }),
      },
    },
  });
  return { app, routes: routesOf(app.manifest) };
}

const bundle = loadBundle(workerSetup<RenderWorkerSetup>());
// A failed load is reported by the first task that awaits it, not as an unhandled rejection.
bundle.catch(() => undefined);

export default async function renderPage({ url, route }: RenderTask): Promise<RenderedPage> {
  const { app, routes } = await bundle;
  const routeData = routes[route];
  if (!routeData) throw new Error(`Render thread: no route ${route} in the prerender manifest`);
  const response = await app.render(new Request(url), { routeData });
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: response.body ? new Uint8Array(await response.arrayBuffer()) : null,
  };
}
