import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SERVICE_WORKER_STATE_CHECK_INTERVAL_MS,
  SERVICE_WORKER_URL,
  registerServiceWorker,
  shouldRegisterServiceWorker,
  type RegistrationLike,
  type ServiceWorkerContainerLike,
  type WorkerLike,
} from './registerServiceWorker';

const HOST = 'docs.example.com';

class FakeRegistration implements RegistrationLike {
  installing: (WorkerLike & { state: ServiceWorkerState }) | null = null;
  private listeners = new Set<() => void>();
  addEventListener(_type: 'updatefound', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'updatefound', listener: () => void) {
    this.listeners.delete(listener);
  }
  findUpdate(): WorkerLike & { state: ServiceWorkerState } {
    const worker = { state: 'installing' as ServiceWorkerState };
    this.installing = worker;
    this.listeners.forEach((listener) => listener());
    return worker;
  }
}

function page({ controlled = true, hostname = HOST } = {}) {
  const registration = new FakeRegistration();
  const container: ServiceWorkerContainerLike & { register: ReturnType<typeof vi.fn> } = {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  };
  const reload = vi.fn();
  return { registration, container, reload, page: { hostname, container, reload } };
}

async function flushRegistration() {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('shouldRegisterServiceWorker', () => {
  it('registers only on the configured production host', () => {
    expect(shouldRegisterServiceWorker(HOST, HOST)).toBe(true);
    expect(shouldRegisterServiceWorker('localhost', HOST)).toBe(false);
    expect(shouldRegisterServiceWorker(`preview.${HOST}`, HOST)).toBe(false);
    expect(shouldRegisterServiceWorker('', '')).toBe(false);
    expect(shouldRegisterServiceWorker('localhost', '')).toBe(false);
  });
});

describe('registerServiceWorker', () => {
  it('registers /sw.js on the production host', async () => {
    const fake = page();
    registerServiceWorker(HOST, fake.page);
    await flushRegistration();
    expect(fake.container.register).toHaveBeenCalledExactlyOnceWith(SERVICE_WORKER_URL);
  });

  it('does nothing elsewhere, when unconfigured, or without service worker support', () => {
    const other = page({ hostname: 'localhost' });
    registerServiceWorker(HOST, other.page);
    registerServiceWorker('', other.page);
    expect(other.container.register).not.toHaveBeenCalled();
    expect(() =>
      registerServiceWorker(HOST, { hostname: HOST, container: undefined, reload: vi.fn() }),
    ).not.toThrow();
  });

  it('reloads once a new worker activates while an older one controls the page', async () => {
    expect(SERVICE_WORKER_STATE_CHECK_INTERVAL_MS).toBe(100);
    const fake = page();
    registerServiceWorker(HOST, fake.page);
    await flushRegistration();

    const worker = fake.registration.findUpdate();
    vi.advanceTimersByTime(300);
    worker.state = 'installed';
    vi.advanceTimersByTime(100);
    worker.state = 'activating';
    vi.advanceTimersByTime(100);
    expect(fake.reload).not.toHaveBeenCalled();

    worker.state = 'activated';
    vi.advanceTimersByTime(99);
    expect(fake.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fake.reload).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(fake.reload).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('also watches an update already installing when registration resolves', async () => {
    const fake = page();
    fake.registration.installing = { state: 'activated' };
    registerServiceWorker(HOST, fake.page);
    await flushRegistration();
    vi.advanceTimersByTime(100);
    expect(fake.reload).toHaveBeenCalledOnce();
  });

  it('does not reload after the first install (no older worker)', async () => {
    const fake = page({ controlled: false });
    registerServiceWorker(HOST, fake.page);
    await flushRegistration();
    const worker = fake.registration.findUpdate();
    worker.state = 'activated';
    vi.advanceTimersByTime(1000);
    expect(fake.reload).not.toHaveBeenCalled();
  });

  it('stops checking when the new worker becomes redundant', async () => {
    const fake = page();
    registerServiceWorker(HOST, fake.page);
    await flushRegistration();
    const worker = fake.registration.findUpdate();
    worker.state = 'redundant';
    vi.advanceTimersByTime(100);
    expect(vi.getTimerCount()).toBe(0);
    expect(fake.reload).not.toHaveBeenCalled();
  });

  it('stops everything when cleaned up', async () => {
    const fake = page();
    const stop = registerServiceWorker(HOST, fake.page);
    await flushRegistration();
    const worker = fake.registration.findUpdate();
    stop();
    worker.state = 'activated';
    vi.advanceTimersByTime(1000);
    fake.registration.findUpdate();
    vi.advanceTimersByTime(1000);
    expect(fake.reload).not.toHaveBeenCalled();
  });

  it('warns when registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = page();
    fake.container.register.mockRejectedValueOnce(new Error('bad script'));
    registerServiceWorker(HOST, fake.page);
    await flushRegistration();
    expect(warn).toHaveBeenCalledOnce();
  });
});
