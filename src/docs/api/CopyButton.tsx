import { useTranslate } from '@/i18n/I18nProvider';

/**
 * A small text button that copies a value (or, for `anchor`, the page's URL with that #anchor)
 * and says so for 2 s; the shell's copy script handles the click and swallows failures.
 */
export default function CopyButton({
  value,
  label,
  anchor = false,
}: {
  value: string;
  label: string;
  anchor?: boolean;
}) {
  const t = useTranslate();
  return (
    <button
      type="button"
      className="api-copy"
      aria-label={label}
      title={label}
      data-copy-value={value}
      data-copy-anchor={anchor ? '' : undefined}
      data-copied={t('api.copied')}
    >
      ⧉
    </button>
  );
}
