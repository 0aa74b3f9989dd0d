/**
 * Renders live-edited code: compiled 300 ms after the last keystroke, the last working version kept
 * on screen while the code has an error, every error (syntax, import, render) shown inline.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import generatedModules from '@/generated/liveEditModules';
import { compileDemo } from './compile';
import { createModuleResolver } from './modules';

export const LIVE_EDIT_DEBOUNCE_MS = 300;

const loadModule = createModuleResolver(generatedModules);

function message(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function ErrorMessage({ title, error }: { title: string; error: string }) {
  return (
    <Box
      role="alert"
      data-testid="live-error"
      sx={{
        mb: 2,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'error.main',
        color: 'error.main',
        fontSize: '0.8125rem',
        textAlign: 'start',
      }}
    >
      <Box component="strong" sx={{ display: 'block', mb: 0.5 }}>
        {title}
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          whiteSpace: 'pre-wrap',
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
        }}
      >
        {error}
      </Box>
    </Box>
  );
}

interface BoundaryProps {
  title: string;
  children: React.ReactNode;
}

class LiveErrorBoundary extends React.Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  render() {
    if (this.state.error)
      return <ErrorMessage title={this.props.title} error={message(this.state.error)} />;
    return this.props.children;
  }
}

export interface LivePreviewProps {
  code: string;
  /** Shown until the first compilation finishes (the pre-rendered demo). */
  fallback: React.ReactNode;
  compileErrorTitle: string;
  renderErrorTitle: string;
}

export default function LivePreview({
  code,
  fallback,
  compileErrorTitle,
  renderErrorTitle,
}: LivePreviewProps) {
  const [compiled, setCompiled] = React.useState<{
    Component: React.ComponentType;
    version: number;
  } | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const version = React.useRef(0);

  React.useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(() => {
      version.current += 1;
      const current = version.current;
      compileDemo(code, loadModule).then(
        (Component) => {
          if (cancelled || current !== version.current) return;
          setCompiled({ Component, version: current });
          setError(null);
        },
        (reason: unknown) => {
          if (cancelled || current !== version.current) return;
          setError(message(reason));
        },
      );
    }, LIVE_EDIT_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [code]);

  return (
    <>
      {error ? <ErrorMessage title={compileErrorTitle} error={error} /> : null}
      <Box
        data-testid="live-preview"
        data-live-version={compiled?.version ?? 0}
        sx={error ? { opacity: 0.6 } : undefined}
      >
        {compiled ? (
          <LiveErrorBoundary key={compiled.version} title={renderErrorTitle}>
            <compiled.Component />
          </LiveErrorBoundary>
        ) : (
          fallback
        )}
      </Box>
    </>
  );
}
