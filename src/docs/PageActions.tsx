import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} data-testid="page-actions">
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<ContentCopy fontSize="small" />}
        onClick={() => void copy()}
        data-testid="copy-page-markdown"
        aria-live="polite"
      >
        {copied ? t('copyPage.copied') : t('copyPage.copy')}
      </Button>
      <Button size="small" color="inherit" href={url} data-testid="view-page-markdown">
        {t('copyPage.view')}
      </Button>
    </Stack>
  );
}
