/**
 * MUI's Tooltip (with Popper) loaded after the page is interactive rather than in its first-load
 * JavaScript: on idle, or as soon as a visitor points at or focuses a demo toolbar.
 */
import * as React from 'react';
import type TooltipComponent from '@mui/material/Tooltip';

export type TooltipType = typeof TooltipComponent;

let loaded: TooltipType | null = null;
let pending: Promise<TooltipType> | null = null;
const listeners = new Set<(tooltip: TooltipType) => void>();

export function loadTooltip(): Promise<TooltipType> {
  pending ??= import('@mui/material/Tooltip').then((module) => {
    loaded = module.default;
    listeners.forEach((listener) => listener(module.default));
    return module.default;
  });
  return pending;
}

/**
 * The Tooltip component once loaded (null before); starts loading when the browser is idle.
 * `beforeSwap` runs just before the component re-renders with it.
 */
export function useLazyTooltip(beforeSwap?: () => void): TooltipType | null {
  const [tooltip, setTooltip] = React.useState<TooltipType | null>(loaded);
  const beforeSwapRef = React.useRef(beforeSwap);
  React.useEffect(() => {
    beforeSwapRef.current = beforeSwap;
  });
  React.useEffect(() => {
    if (loaded) {
      setTooltip(() => loaded);
      return undefined;
    }
    const listener = (component: TooltipType) => {
      beforeSwapRef.current?.();
      setTooltip(() => component);
    };
    listeners.add(listener);
    const start = () => void loadTooltip().catch(() => undefined);
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: 3000 })
      : window.setTimeout(start, 1500);
    return () => {
      listeners.delete(listener);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return tooltip;
}
