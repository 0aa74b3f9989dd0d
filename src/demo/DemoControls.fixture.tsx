/** Test fixture: a demo's controls, alone, inside the providers they need. */
import { I18nProvider } from '@/i18n/I18nProvider';
import { demoDictionaries } from '@/i18n/translations/islands';
import type { DemoBlock } from '@/model/bodyBlocks';
import DemoControls from './DemoControls';

export const PREVIEW_HTML =
  '<pre class="shiki"><code><span class="line">&lt;Button&gt;Preview&lt;/Button&gt;</span></code></pre>';

export function StandaloneControls({ block }: { block: DemoBlock }) {
  return (
    <I18nProvider language="en" dictionaries={demoDictionaries}>
      <DemoControls
        demo={block}
        codeId="full-code"
        liveCode={null}
        setLiveCode={() => undefined}
        live={null}
        setLive={() => undefined}
        onRemount={() => undefined}
        onResetFocus={() => undefined}
      />
    </I18nProvider>
  );
}
