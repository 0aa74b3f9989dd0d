// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useColorScheme } from '@mui/material/styles';
import { ThemeOptionsProvider, useThemeOptions } from './ThemeOptionsProvider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
    onchange: null,
  })) as typeof window.matchMedia;
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.body.innerHTML = '';
});

function render(element: React.ReactElement) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(element));
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('ThemeOptionsProvider', () => {
  it('throws a clear error when the hook is used without its provider', () => {
    function Orphan() {
      useThemeOptions();
      return null;
    }
    expect(() => renderToString(<Orphan />)).toThrow(
      /Could not find the theme options context value/,
    );
  });

  it('ignores a colour-scheme name that the theme does not have, with a console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let api: ReturnType<typeof useColorScheme> | undefined;
    function Probe() {
      api = useColorScheme();
      return <span data-scheme={api.colorScheme} />;
    }
    const { container, unmount } = render(
      <ThemeOptionsProvider>
        <Probe />
      </ThemeOptionsProvider>,
    );
    act(() => api!.setColorScheme('neon' as 'light'));
    expect(error).toHaveBeenCalledWith('`neon` does not exist in `theme.colorSchemes`.');
    expect(container.querySelector('span')!.getAttribute('data-scheme')).toBe('light');
    expect(localStorage.getItem('mui-color-scheme-light')).toBe('light');
    unmount();
  });

  it('persists density and direction and applies dir to the document', () => {
    let options: ReturnType<typeof useThemeOptions> | undefined;
    function Probe() {
      options = useThemeOptions();
      return null;
    }
    const { unmount } = render(
      <ThemeOptionsProvider>
        <Probe />
      </ThemeOptionsProvider>,
    );
    act(() => options!.dispatch({ type: 'SET_DENSE', payload: true }));
    act(() => options!.dispatch({ type: 'CHANGE', payload: { direction: 'rtl' } }));
    expect(JSON.parse(localStorage.getItem('mui-theme-options')!)).toMatchObject({
      dense: true,
      direction: 'rtl',
    });
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    unmount();
  });
});
