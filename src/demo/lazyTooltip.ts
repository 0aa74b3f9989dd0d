/**
 * MUI's Tooltip (with Popper, ~10 KB gzip) loaded only when a visitor points at or focuses a demo
 * toolbar, never at page load: a page that is only read does not fetch it.
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
 * The Tooltip component once loaded (null before; `loadTooltip` starts the load).
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
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return tooltip;
}
