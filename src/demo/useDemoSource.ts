/**
 * Fetches a demo's sources (`/static/demo-sources/<id>.json`) the first time they are needed —
 * showing the code, copying it, editing it, opening or downloading the project — and keeps them
 * for the rest of the visit. Nothing is fetched for a demo whose code nobody opens.
 */
import * as React from 'react';
import { DEMO_SOURCES_FORMAT, demoSourcesPath, type DemoSources } from '@/model/demoSourcesFile';

const cache = new Map<string, Promise<DemoSources>>();

export function fetchDemoSources(id: string): Promise<DemoSources> {
  let pending = cache.get(id);
  if (!pending) {
    pending = fetch(demoSourcesPath(id), { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const sources = (await response.json()) as DemoSources;
        if (sources.version !== DEMO_SOURCES_FORMAT || !sources.stylings.System) {
          throw new Error('Unexpected demo source format');
        }
        return sources;
      })
      .catch((error: unknown) => {
        cache.delete(id);
        throw error;
      });
    cache.set(id, pending);
  }
  return pending;
}

export interface DemoSourceState {
  sources: DemoSources | null;
  error: Error | null;
  loading: boolean;
  /** Loads (once) and resolves with the sources; rejects when they can't be fetched. */
  load: () => Promise<DemoSources>;
}

export function useDemoSource(id: string, wanted: boolean): DemoSourceState {
  const [state, setState] = React.useState<{
    sources: DemoSources | null;
    error: Error | null;
    loading: boolean;
  }>({
    sources: null,
    error: null,
    loading: false,
  });
  const mounted = React.useRef(true);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = React.useCallback(() => {
    setState((previous) =>
      previous.sources ? previous : { ...previous, error: null, loading: true },
    );
    const pending = fetchDemoSources(id);
    pending.then(
      (sources) => mounted.current && setState({ sources, error: null, loading: false }),
      (error: unknown) =>
        mounted.current &&
        setState({
          sources: null,
          error: error instanceof Error ? error : new Error(String(error)),
          loading: false,
        }),
    );
    return pending;
  }, [id]);

  React.useEffect(() => {
    if (wanted && !state.sources && !state.loading && !state.error)
      void load().catch(() => undefined);
  }, [wanted, state.sources, state.loading, state.error, load]);

  return { ...state, load };
}
