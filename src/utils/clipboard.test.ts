// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('copyText', () => {
  it('uses the async Clipboard API when it works', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await copyText('hello');
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('falls back to a selected textarea and execCommand("copy")', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    let copiedValue = '';
    document.execCommand = vi.fn((command: string) => {
      copiedValue = document.querySelector('textarea')?.value ?? '';
      return command === 'copy';
    });
    await copyText('fallback text');
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(copiedValue).toBe('fallback text');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('throws NotAllowedError when nothing can copy', async () => {
    document.execCommand = vi.fn(() => false);
    const error = await copyText('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('NotAllowedError');
    expect((error as DOMException).message).toBe('The request is not allowed');
  });
});
