// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { DocsProvider, defaultDocsConfig } from '@/config/DocsProvider';
import { ServiceWorkerRegistrar } from './ServiceWorkerRegistrar';

function withFakeServiceWorker() {
  const register = vi.fn(async () => ({
    installing: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: null, register },
  });
  return register;
}

function renderRegistrar(productionHost: string) {
  const config = { ...defaultDocsConfig, site: { ...defaultDocsConfig.site, productionHost } };
  return render(
    <DocsProvider config={config}>
      <ServiceWorkerRegistrar />
    </DocsProvider>,
  );
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('ServiceWorkerRegistrar', () => {
  it('registers on the production host', () => {
    const register = withFakeServiceWorker();
    const { container } = renderRegistrar(window.location.hostname);
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js');
    expect(container.innerHTML).toBe('');
  });

  it('does not register on any other host, or when no host is configured', () => {
    const register = withFakeServiceWorker();
    renderRegistrar('docs.example.com');
    renderRegistrar('');
    expect(register).not.toHaveBeenCalled();
  });
});
