export const SERVICE_WORKER_URL = '/sw.js';
/** How often a newly found worker's state is checked to reload once it is active. */
export const SERVICE_WORKER_STATE_CHECK_INTERVAL_MS = 100;

/** Only the configured production host registers the worker; an empty host never does. */
export function shouldRegisterServiceWorker(hostname: string, productionHost: string): boolean {
  return productionHost !== '' && hostname === productionHost;
}

export interface WorkerLike {
  readonly state: ServiceWorkerState;
}

export interface RegistrationLike {
  readonly installing: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
  removeEventListener(type: 'updatefound', listener: () => void): void;
}

export interface ServiceWorkerContainerLike {
  readonly controller: unknown;
  register(url: string): Promise<RegistrationLike>;
}

export interface ServiceWorkerPage {
  hostname: string;
  container: ServiceWorkerContainerLike | undefined;
  reload: () => void;
}

function currentPage(): ServiceWorkerPage {
  return {
    hostname: window.location.hostname,
    container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    reload: () => window.location.reload(),
  };
}

/**
 * Registers `/sw.js` on the production host. When a new worker is found while the page is
 * controlled by an older one, its state is checked every 100 ms and the page reloads once it is
 * activated, so the page and the worker come from the same build. A first install never reloads.
 * Returns a function that stops listening.
 */
export function registerServiceWorker(
  productionHost: string,
  page: ServiceWorkerPage = currentPage(),
): () => void {
  const { container } = page;
  if (!container || !shouldRegisterServiceWorker(page.hostname, productionHost)) return () => {};

  let stopped = false;
  let registration: RegistrationLike | undefined;
  let check: ReturnType<typeof setInterval> | undefined;

  const watchNewWorker = () => {
    const worker = registration?.installing;
    if (!worker || container.controller === null || container.controller === undefined) return;
    clearInterval(check);
    check = setInterval(() => {
      if (worker.state === 'activated') {
        clearInterval(check);
        if (!stopped) page.reload();
      } else if (worker.state === 'redundant') {
        clearInterval(check);
      }
    }, SERVICE_WORKER_STATE_CHECK_INTERVAL_MS);
  };

  container.register(SERVICE_WORKER_URL).then(
    (registered) => {
      if (stopped) return;
      registration = registered;
      registered.addEventListener('updatefound', watchNewWorker);
      // An update may already be installing before the listener was added.
      watchNewWorker();
    },
    (error: unknown) => {
      console.warn('Service worker registration failed.', error);
    },
  );

  return () => {
    stopped = true;
    clearInterval(check);
    registration?.removeEventListener('updatefound', watchNewWorker);
  };
}
