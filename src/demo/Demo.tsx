/**
 * A demo: the live component, pre-rendered in the HTML, and its controls (toolbar, code, live
 * editing, projects) from src/demo/DemoControls.tsx, a chunk of their own that loads when the
 * visitor first reaches for the toolbar (src/demo/DemoControlsOnDemand.tsx); the sources, the live
 * editor and the project generators are fetched or imported only when the visitor asks for them.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from '@/i18n/I18nProvider';
import type { LiveEditModule } from './DemoControls';
import type { DemoRegistry } from '@/model/demoRegistry';
import type { DemoBlock } from '@/model/bodyBlocks';
import DemoControlsOnDemand from './DemoControlsOnDemand';
import { preloadable, useHydrated } from './preloadable';
import { useShownDemo } from './useShownDemo';

interface DemoProps {
  demo: DemoBlock;
  /** Its product's id: the live editor's frame wraps edited code in that product's provider. */
  productId: string;
  /** The product's demos: the one shown follows the code-styling preference. */
  registry: DemoRegistry;
  Wrapper?: React.ComponentType<{ children: React.ReactNode }>;
}

export const demoControls = preloadable(() => import('./DemoControls'));

/** Browser only: the frame's document exists after hydration. */
const DemoFrame = React.lazy(() => import('./DemoFrame'));

export default function Demo({ demo, productId, registry, Wrapper = React.Fragment }: DemoProps) {
  const t = useTranslate();
  const { options } = demo;
  const { anchor } = demo;
  const [resetKey, setResetKey] = React.useState(0);
  const [live, setLive] = React.useState<LiveEditModule | null>(null);
  const [liveCode, setLiveCode] = React.useState<string | null>(null);
  const previewRef = React.useRef<HTMLDivElement>(null);
  const liveModule = liveCode !== null ? live : null;
  const { styling, Component, stylesheet } = useShownDemo(demo, registry, liveCode !== null);
  const hydrated = useHydrated();

  const rendered = (
    <Wrapper>
      {stylesheet}
      {liveModule && liveCode !== null ? (
        <liveModule.LivePreview
          code={liveCode}
          product={productId}
          title={`${demo.name} ${t('demo.preview')}`}
          fallback={Component ? <Component /> : null}
          compileErrorTitle={t('demo.compileError')}
          renderErrorTitle={t('demo.renderError')}
        />
      ) : Component ? (
        <Component />
      ) : null}
    </Wrapper>
  );
  const preview = <React.Fragment key={resetKey}>{rendered}</React.Fragment>;

  return (
    <Box
      component="section"
      id={anchor}
      aria-label={`${demo.name} ${t('demo.preview')}`}
      sx={{ my: 3 }}
      data-demo={demo.id}
      data-styling={styling}
      data-stylings={demo.stylings?.join(' ')}
      data-toolbar={options.hideToolbar ? undefined : ''}
      data-code-open={options.defaultCodeOpen ? '' : undefined}
    >
      <Box
        ref={previewRef}
        tabIndex={-1}
        className="demo-preview"
        data-testid="demo-preview"
        sx={{
          p: options.bg === 'inline' ? 0 : 3,
          border: options.bg === 'inline' ? 0 : 1,
          borderColor: 'divider',
          borderRadius: options.hideToolbar ? 1 : '12px 12px 0 0',
          display: 'flex',
          justifyContent: 'center',
          maxWidth: options.maxWidth,
          minHeight: options.height,
          overflow: 'auto',
          outline: 0,
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
          ...(options.bg === 'gradient'
            ? {
                background:
                  'linear-gradient(135deg, var(--mui-palette-primary-light), transparent 60%)',
              }
            : {}),
          ...(options.bg === 'playground' ? { bgcolor: 'action.hover' } : {}),
        }}
      >
        <Box sx={{ width: '100%' }}>
          {options.iframe ? (
            hydrated ? (
              <React.Suspense fallback={null}>
                <DemoFrame title={`${demo.name} ${t('demo.preview')}`} height={options.height}>
                  {preview}
                </DemoFrame>
              </React.Suspense>
            ) : null
          ) : (
            preview
          )}
        </Box>
      </Box>
      {options.hideToolbar ? null : (
        <DemoControlsOnDemand
          controls={demoControls}
          demo={demo}
          codeId={`${anchor}-code`}
          liveCode={liveCode}
          setLiveCode={setLiveCode}
          live={live}
          setLive={(module) => setLive(() => module)}
          onRemount={() => setResetKey((key) => key + 1)}
          onResetFocus={() => previewRef.current?.focus()}
        />
      )}
    </Box>
  );
}
