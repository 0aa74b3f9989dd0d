/**
 * A demo's toolbar, code panel and actions: its own chunk, rendered on the server too, loaded by a
 * demo island when it hydrates (pages without demos never load it).
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from '@/i18n/I18nProvider';
import { useCodePreferences } from '@/preferences/useCodePreferences';
import { copyText } from '@/utils/clipboard';
import { useHydrated } from './preloadable';
import { demoStyling } from '@/model/demoRegistry';
import type { DemoBlock } from '@/model/bodyBlocks';
import DemoToolbar from './DemoToolbar';
import { codePanelSx } from './codePanelSx';
import type { ProjectInput } from './projects/projectFiles';
import type { FormPayload } from './projects/submitForm';
import type { DemoSources } from '@/model/demoSourcesFile';
import { useDemoSource } from './useDemoSource';

/** How long the copy button says "Copied" (1.2 s, shorter than a code block's 2 s). */
export const COPY_FEEDBACK_MS = 1200;

export type LiveEditModule = typeof import('./liveEdit');

/** The code panel appears after a click (or after hydration with defaultCodeOpen). */
const DemoCode = React.lazy(() => import('./DemoCode'));

export interface DemoControlsProps {
  demo: DemoBlock;
  codeId: string;
  /** Live editing: the edited code (null when not editing) and the editor module once loaded. */
  liveCode: string | null;
  setLiveCode: (code: string | null) => void;
  live: LiveEditModule | null;
  setLive: (module: LiveEditModule) => void;
  /** Remounts the demo. */
  onRemount: () => void;
  /** Moves focus to the start of the demo. */
  onResetFocus: () => void;
}

export default function DemoControls({
  demo,
  codeId,
  liveCode,
  setLiveCode,
  live,
  setLive,
  onRemount,
  onResetFocus,
}: DemoControlsProps) {
  const t = useTranslate();
  const { codeVariant, setCodeVariant, codeStyling, setCodeStyling } = useCodePreferences();
  const { options } = demo;
  const [codeOpen, setCodeOpen] = React.useState(Boolean(options.defaultCodeOpen));
  const hydrated = useHydrated();
  const [copied, setCopied] = React.useState(false);
  const [liveLoading, setLiveLoading] = React.useState(false);
  const copyTimer = React.useRef<number | undefined>(undefined);
  const source = useDemoSource(demo.id, codeOpen || liveCode !== null);
  const { sources } = source;
  const styling = demoStyling(demo, codeStyling);
  const editing = liveCode !== null && live !== null;
  const liveModule = liveCode !== null ? live : null;

  React.useEffect(() => () => window.clearTimeout(copyTimer.current), []);

  const shownCode = (loaded: DemoSources): string =>
    liveCode ?? (loaded.stylings[styling] ?? loaded.stylings.System!)[codeVariant].code;

  const projectInput = (loaded: DemoSources): ProjectInput => ({
    sources: loaded,
    variant: codeVariant,
    // Live-edited code is the MUI System version, in JavaScript.
    styling: liveCode !== null ? 'System' : styling,
    code: liveCode ?? undefined,
    pageUrl:
      typeof window === 'undefined'
        ? undefined
        : `${window.location.origin}${window.location.pathname}`,
  });

  /** Runs an action that needs the sources; a failed fetch is reported in the code panel. */
  const withSources = (action: (loaded: DemoSources) => void | Promise<void>) => {
    source
      .load()
      .then(action)
      .catch((error: unknown) => {
        console.error(error);
        setCodeOpen(true);
      });
  };

  const onCopy = () =>
    withSources(async (loaded) => {
      try {
        await copyText(shownCode(loaded));
      } catch {
        return; // A clipboard failure is swallowed: the button simply does not say Copied.
      }
      setCopied(true);
      window.clearTimeout(copyTimer.current);
      copyTimer.current = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    });

  const onReset = () => {
    onRemount();
    if (liveCode !== null && sources) setLiveCode(sources.stylings.System!.JS.code);
  };

  const onToggleEdit = () => {
    if (liveCode !== null) {
      setLiveCode(null);
      return;
    }
    setLiveLoading(true);
    setCodeOpen(true);
    Promise.all([source.load(), live ?? import('./liveEdit')])
      .then(([loaded, module]) => {
        setLive(module);
        setLiveCode(loaded.stylings.System!.JS.code);
      })
      .catch((error: unknown) => console.error(error))
      .finally(() => setLiveLoading(false));
  };

  /** Posts the demo to an online editor; `payloadOf` loads the editor's form builder on first use. */
  const openInEditor = (payloadOf: () => Promise<(input: ProjectInput) => FormPayload>) =>
    withSources(async (loaded) => {
      const [payload, { submitForm }] = await Promise.all([
        payloadOf(),
        import('./projects/submitForm'),
      ]);
      submitForm(payload(projectInput(loaded)));
    });

  const onStackBlitz = () =>
    openInEditor(async () => (await import('./projects/stackblitz')).stackBlitzPayload);

  const onCodeSandbox = () =>
    openInEditor(async () => (await import('./projects/codesandbox')).codeSandboxPayload);

  const onDownload = () =>
    withSources(async (loaded) => {
      const { downloadDemoZip } = await import('./projects/downloadZip');
      downloadDemoZip(projectInput(loaded));
    });

  const stylings = demo.stylings ?? ['System' as const];

  const note = editing
    ? codeVariant === 'TS' || styling !== 'System'
      ? t('demo.editingNote')
      : null
    : liveLoading
      ? t('demo.loadingEditor')
      : null;

  return (
    <>
      <DemoToolbar
        demoName={demo.name}
        codeOpen={codeOpen}
        codeBelow={codeOpen || Boolean(demo.preview && styling === 'System')}
        codeId={codeId}
        onToggleCode={() => setCodeOpen((open) => !open)}
        codeVariant={codeVariant}
        onCodeVariant={setCodeVariant}
        stylings={stylings}
        codeStyling={styling}
        onCodeStyling={setCodeStyling}
        copied={copied}
        onCopy={onCopy}
        onReset={onReset}
        onResetFocus={onResetFocus}
        liveEdit={!options.disableLiveEdit}
        editing={liveCode !== null}
        onToggleEdit={onToggleEdit}
        onStackBlitz={onStackBlitz}
        onCodeSandbox={onCodeSandbox}
        onDownload={onDownload}
        fullPageHref={demo.fullPageRoute}
      />
      {!codeOpen && demo.preview && styling === 'System' ? (
        // The short preview (`.tsx.preview`) stands for the collapsed code. It is in the page data,
        // so it is pre-rendered; "show code" replaces it with the full source, fetched lazily.
        <Box
          data-testid="demo-code-preview"
          sx={{
            ...codePanelSx,
            '& pre.shiki': { borderRadius: 0, border: 0, m: 0, overflow: 'auto' },
          }}
          dangerouslySetInnerHTML={{ __html: demo.preview.html }}
        />
      ) : null}
      {codeOpen && hydrated ? (
        <React.Suspense fallback={null}>
          <DemoCode
            id={codeId}
            html={
              sources
                ? (sources.stylings[styling] ?? sources.stylings.System!)[codeVariant].html
                : null
            }
            loading={source.loading}
            error={Boolean(source.error)}
            onRetry={() => void source.load().catch(() => undefined)}
            note={note}
            editor={
              liveModule && liveCode !== null ? (
                <liveModule.CodeEditor
                  value={liveCode}
                  onChange={setLiveCode}
                  label={t('demo.editorLabel')}
                  help={t('demo.editorHelp')}
                />
              ) : undefined
            }
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
