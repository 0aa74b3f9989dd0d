/**
 * What the live-edit frame renders: the edited demo inside the providers a demo of its product gets
 * on the page (IslandProviders, and the product's own wrapper such as Joy's), in the page's colour
 * scheme. Render errors are caught here and reported; the page shows them.
 */
import * as React from 'react';
import { useColorScheme } from '@mui/material/styles';
import { demoDictionaries } from '@/i18n/translations/islands';
import IslandProviders from '@/islands/IslandProviders';
import type { ColorScheme } from '../protocol';
import { FrameSchemeContext, useSchemeSync } from './frameScheme';

export type Wrapper = React.ComponentType<{ children: React.ReactNode }>;

export interface FrameRootProps {
  Component: React.ComponentType;
  /** The render request this component came from; a new one remounts the demo. */
  id: number;
  scheme: ColorScheme;
  Wrapper: Wrapper;
  onRendered: (id: number) => void;
  onError: (error: unknown) => void;
}

/** Material's provider keeps the mode in state; the page's scheme is pushed into it. */
function MaterialScheme() {
  useSchemeSync(useColorScheme().setMode);
  return null;
}

function Rendered({ id, onRendered }: { id: number; onRendered: (id: number) => void }) {
  React.useEffect(() => onRendered(id), [id, onRendered]);
  return null;
}

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: React.ReactNode;
}

class DemoErrorBoundary extends React.Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error ?? new Error('Unknown error'));
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export default function FrameRoot({
  Component,
  id,
  scheme,
  Wrapper,
  onRendered,
  onError,
}: FrameRootProps) {
  return (
    <FrameSchemeContext.Provider value={scheme}>
      <IslandProviders dictionaries={demoDictionaries} themeVariablesOnPage={false}>
        <MaterialScheme />
        <Wrapper>
          <DemoErrorBoundary key={id} onError={onError}>
            <Component />
            <Rendered id={id} onRendered={onRendered} />
          </DemoErrorBoundary>
        </Wrapper>
      </IslandProviders>
    </FrameSchemeContext.Provider>
  );
}
