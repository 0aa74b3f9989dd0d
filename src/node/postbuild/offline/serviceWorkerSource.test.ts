import { describe, expect, it, vi } from 'vitest';
import {
  SERVICE_WORKER_CACHE_PREFIX,
  serviceWorkerCacheName,
  serviceWorkerSource,
} from './serviceWorkerSource';

const ORIGIN = 'https://docs.example';

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}

interface FakeResponse {
  body: string;
  ok: boolean;
  type: string;
  redirected: boolean;
  clone: () => FakeResponse;
}

function response(
  body: string,
  { ok = true, type = 'basic', redirected = false }: Partial<FakeResponse> = {},
) {
  const result: FakeResponse = { body, ok, type, redirected, clone: () => result };
  return result;
}

function request(path: string, mode = 'no-cors', method = 'GET'): FakeRequest {
  return { url: new URL(path, ORIGIN).href, method, mode };
}

function keyOf(target: string | FakeRequest, ignoreSearch = false): string {
  const url = new URL(typeof target === 'string' ? target : target.url, ORIGIN);
  if (ignoreSearch) url.search = '';
  return url.href;
}

/** Map-backed stand-ins for the Cache Storage API, enough for the worker. */
function fakeCaches(fetchFn: (target: string | FakeRequest) => Promise<FakeResponse>) {
  const stores = new Map<string, Map<string, FakeResponse>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, FakeResponse>();
    stores.set(name, store);
    return {
      add: async (url: string) => {
        const fetched = await fetchFn(url);
        if (!fetched.ok) throw new TypeError('Bad response');
        store.set(keyOf(url), fetched);
      },
      put: async (target: FakeRequest, value: FakeResponse) => void store.set(keyOf(target), value),
    };
  };
  const match = async (target: string | FakeRequest, options: { ignoreSearch?: boolean } = {}) => {
    for (const store of stores.values()) {
      for (const [key, value] of store) {
        if (keyOf(key, options.ignoreSearch) === keyOf(target, options.ignoreSearch)) return value;
      }
    }
    return undefined;
  };
  return {
    stores,
    api: {
      open,
      match,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
  };
}

function extendable() {
  const pending: Promise<unknown>[] = [];
  return { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), pending };
}

/** Runs the generated source against fake worker globals. */
function loadWorker(source: string) {
  const listeners = new Map<string, (event: unknown) => void>();
  const fetchFn = vi.fn<(target: string | FakeRequest) => Promise<FakeResponse>>();
  const caches = fakeCaches(fetchFn);
  const self = {
    location: new URL('/sw.js', ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      void listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
  };
  new Function('self', 'caches', 'fetch', source)(self, caches.api, fetchFn);

  const dispatch = async (type: string, event: object) => {
    const lifetime = extendable();
    listeners.get(type)?.({ ...lifetime, ...event });
    await Promise.all(lifetime.pending);
  };

  const fetchEvent = async (target: FakeRequest) => {
    const lifetime = extendable();
    let answer: Promise<FakeResponse> | undefined;
    listeners.get('fetch')?.({
      ...lifetime,
      request: target,
      respondWith: (promise: Promise<FakeResponse>) => {
        answer = promise;
      },
    });
    const result = answer === undefined ? undefined : await answer.catch((error: Error) => error);
    await Promise.all(lifetime.pending);
    return result;
  };

  return { self, fetch: fetchFn, caches, dispatch, fetchEvent };
}

const PRECACHE = ['/', '/404.html', '/static/fonts/roboto.woff2'];

describe('serviceWorkerSource', () => {
  it('produces a plain script naming a cache per build', () => {
    const source = serviceWorkerSource('build-42', PRECACHE);
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain(JSON.stringify(serviceWorkerCacheName('build-42')));
    expect(serviceWorkerCacheName('build-42')).toBe(`${SERVICE_WORKER_CACHE_PREFIX}build-42`);
    expect(() => serviceWorkerSource(' ', PRECACHE)).toThrow(/build id/);
  });

  it('precaches the shell on install, tolerating a failing URL, and skips waiting', async () => {
    const worker = loadWorker(serviceWorkerSource('b1', PRECACHE));
    worker.fetch.mockImplementation(async (target) => {
      const url = String(target);
      return url.includes('fonts') ? response('', { ok: false }) : response(`body of ${url}`);
    });
    await worker.dispatch('install', {});
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    const cache = worker.caches.stores.get(serviceWorkerCacheName('b1'));
    expect([...(cache?.keys() ?? [])]).toEqual([`${ORIGIN}/`, `${ORIGIN}/404.html`]);
  });

  it('deletes older builds’ caches on activate and claims the clients', async () => {
    const worker = loadWorker(serviceWorkerSource('b2', PRECACHE));
    const names = ['mui-docs-b1', 'mui-docs-b2', 'someone-else'];
    for (const name of names) await worker.caches.api.open(name);
    await worker.dispatch('activate', {});
    expect([...worker.caches.stores.keys()]).toEqual(['mui-docs-b2', 'someone-else']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('serves pages from the network first and from the cache when offline', async () => {
    const worker = loadWorker(serviceWorkerSource('b3', PRECACHE));
    const page = request('/material-ui/react-button/', 'navigate');
    worker.fetch.mockResolvedValueOnce(response('fresh page'));
    expect(await worker.fetchEvent(page)).toMatchObject({ body: 'fresh page' });

    worker.fetch.mockRejectedValue(new TypeError('offline'));
    expect(await worker.fetchEvent(page)).toMatchObject({ body: 'fresh page' });
    const withQuery = request('/material-ui/react-button/?x=1', 'navigate');
    expect(await worker.fetchEvent(withQuery)).toMatchObject({ body: 'fresh page' });
  });

  it('serves the listed data files from the network first and from the cache when offline', async () => {
    const worker = loadWorker(
      serviceWorkerSource('b3', PRECACHE, { networkFirstPaths: ['/search-index.json'] }),
    );
    const index = request('/search-index.json', 'cors');
    worker.fetch.mockResolvedValueOnce(response('index v1'));
    expect(await worker.fetchEvent(index)).toMatchObject({ body: 'index v1' });
    worker.fetch.mockRejectedValue(new TypeError('offline'));
    expect(await worker.fetchEvent(index)).toMatchObject({ body: 'index v1' });
    // Unlisted unhashed files are left to the browser.
    expect(await worker.fetchEvent(request('/other.json', 'cors'))).toBeUndefined();
  });

  it('fails an unvisited page offline, or shows the offline page when given one', async () => {
    const plain = loadWorker(serviceWorkerSource('b4', PRECACHE));
    plain.fetch.mockRejectedValue(new TypeError('offline'));
    expect(await plain.fetchEvent(request('/never-seen/', 'navigate'))).toBeInstanceOf(TypeError);

    const withFallback = loadWorker(
      serviceWorkerSource('b4', PRECACHE, { offlineFallbackUrl: '/404.html' }),
    );
    withFallback.fetch.mockResolvedValue(response('not found page'));
    await withFallback.dispatch('install', {});
    withFallback.fetch.mockRejectedValue(new TypeError('offline'));
    expect(await withFallback.fetchEvent(request('/never-seen/', 'navigate'))).toMatchObject({
      body: 'not found page',
    });
  });

  it('never stores redirected or failed pages', async () => {
    const worker = loadWorker(serviceWorkerSource('b5', PRECACHE));
    worker.fetch.mockResolvedValueOnce(response('moved', { redirected: true }));
    await worker.fetchEvent(request('/old/', 'navigate'));
    worker.fetch.mockResolvedValueOnce(response('error', { ok: false }));
    await worker.fetchEvent(request('/broken/', 'navigate'));
    expect(worker.caches.stores.get('mui-docs-b5')?.size ?? 0).toBe(0);
  });

  it('serves hashed /_astro/ assets from the cache first', async () => {
    const worker = loadWorker(serviceWorkerSource('b6', PRECACHE));
    const chunk = request('/_astro/client.abc123.js');
    worker.fetch.mockResolvedValueOnce(response('chunk'));
    expect(await worker.fetchEvent(chunk)).toMatchObject({ body: 'chunk' });
    expect(await worker.fetchEvent(chunk)).toMatchObject({ body: 'chunk' });
    expect(worker.fetch).toHaveBeenCalledTimes(1);
  });

  it('serves precached URLs from the cache', async () => {
    const worker = loadWorker(serviceWorkerSource('b8', PRECACHE));
    worker.fetch.mockImplementation(async (target) => response(`cached ${String(target)}`));
    await worker.dispatch('install', {});
    worker.fetch.mockClear();
    expect(await worker.fetchEvent(request('/static/fonts/roboto.woff2'))).toMatchObject({
      body: 'cached /static/fonts/roboto.woff2',
    });
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('leaves other requests, other origins and non-GET requests to the browser', async () => {
    const worker = loadWorker(serviceWorkerSource('b9', PRECACHE));
    expect(await worker.fetchEvent(request('/static/images/logo.png'))).toBeUndefined();
    expect(
      await worker.fetchEvent({ url: 'https://fonts.example/a.css', method: 'GET', mode: 'cors' }),
    ).toBeUndefined();
    expect(await worker.fetchEvent(request('/api/feedback', 'cors', 'POST'))).toBeUndefined();
    expect(worker.fetch).not.toHaveBeenCalled();
  });
});
