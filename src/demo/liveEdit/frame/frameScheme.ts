/** The page's colour scheme inside the frame, for the providers that keep their own mode. */
import * as React from 'react';
import type { ColorScheme } from '../protocol';

export const FrameSchemeContext = React.createContext<ColorScheme>('light');

/** Pushes the page's scheme into a provider's mode state (Material's, Joy's). */
export function useSchemeSync(setMode: (mode: ColorScheme) => void): void {
  const scheme = React.useContext(FrameSchemeContext);
  React.useEffect(() => setMode(scheme), [scheme, setMode]);
}
