// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serialize, compile, middleware, stringify } from 'stylis';
import { preloadRtlStyles, useRtlStylisPlugin } from './rtlStyles';

describe('the RTL style plugin', () => {
  // In this order: the module keeps the plugin once loaded.
  it('is not loaded for a left-to-right page', async () => {
    document.documentElement.dir = 'ltr';
    await preloadRtlStyles();
    const { result } = renderHook(() => useRtlStylisPlugin(false));
    expect(result.current).toBeUndefined();
  });

  it('is loaded before an island hydrates on a right-to-left page', async () => {
    document.documentElement.dir = 'rtl';
    await preloadRtlStyles();
    const { result } = renderHook(() => useRtlStylisPlugin(true));
    expect(result.current).toBeTypeOf('function');
  });

  it('loads when asked for, then mirrors physical properties', async () => {
    const { result } = renderHook(() => useRtlStylisPlugin(true));
    await waitFor(() => expect(result.current).toBeTypeOf('function'));
    const css = serialize(
      compile('.a{margin-left:4px;text-align:left}'),
      middleware([result.current!, stringify]),
    );
    expect(css).toContain('margin-right:4px');
    expect(css).toContain('text-align:right');
  });
});
