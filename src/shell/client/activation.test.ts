// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenActivated } from './activation';

function setPrerendering(value: boolean | undefined): void {
  Object.defineProperty(document, 'prerendering', { value, configurable: true });
}

afterEach(() => {
  setPrerendering(undefined);
});

describe('whenActivated', () => {
  it('starts at once in a page the visitor opened', () => {
    const start = vi.fn();
    whenActivated(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits, in a prerendered page, until the visitor is shown it, then starts once', () => {
    setPrerendering(true);
    const start = vi.fn();
    whenActivated(start);
    expect(start).not.toHaveBeenCalled();
    setPrerendering(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
