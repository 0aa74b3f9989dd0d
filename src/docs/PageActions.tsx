import * as React from 'react';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { copyText } from '@/docs/clipboard';
import { markdownUrl } from '@/docs/markdownUrl';
import { useTranslate } from '@/i18n/I18nProvider';
import { useCodePreferences } from '@/preferences/CodePreferencesProvider';

/** SPEC §4: copy feedback reverts after 2 s. */
const COPIED_MS = 2000;

/** "Copy page as Markdown" (demos in the visitor's code variant) and a link to the Markdown copy. */
export default function PageActions({ route }: { route: string }) {
  const t = useTranslate();
  const { codeVariant } = useCodePreferences();
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const url = markdownUrl(route, codeVariant);
  const copy = async () => {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(String(response.status));
      await copyText(await response.text());
      setCopied(true);
    } catch {
      // SPEC §8: a clipboard failure is swallowed; so is a failed fetch (offline).
    }
  };
  // Plain elements styled in docs.css: this sits on every page, so it adds no component code.
  return (
    <div className="page-actions" data-testid="page-actions">
      <button
        type="button"
        className="page-action"
        onClick={() => void copy()}
        data-testid="copy-page-markdown"
        aria-live="polite"
      >
        <ContentCopy fontSize="inherit" aria-hidden />
        {copied ? t('copyPage.copied') : t('copyPage.copy')}
      </button>
      <a className="page-action" href={url} data-testid="view-page-markdown">
        {t('copyPage.view')}
      </a>
    </div>
  );
}
