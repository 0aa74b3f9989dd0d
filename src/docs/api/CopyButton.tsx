import * as React from 'react';
import { copyText } from '@/docs/clipboard';
import { useTranslate } from '@/i18n/I18nProvider';

/** SPEC §4: copy feedback reverts after 2 s. */
const COPIED_MS = 2000;

/** A small text button that copies a value and says so; failures are silent (SPEC §8). */
export default function CopyButton({ value, label }: { value: () => string; label: string }) {
  const t = useTranslate();
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="api-copy"
      aria-label={label}
      title={label}
      onClick={() => {
        copyText(value())
          .then(() => setCopied(true))
          .catch(() => {
            // Best effort.
          });
      }}
    >
      {copied ? t('api.copied') : '⧉'}
    </button>
  );
}
