import { useTranslate } from '@/i18n/I18nProvider';

/** Material icons' Link and ContentCopy paths (@mui/icons-material), inlined: no icon font needed. */
const LINK_ICON =
  'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1M8 13h8v-2H8zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5';
const COPY_ICON =
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z';

/**
 * A small icon button that copies a value (or, for `anchor`, the page's URL with that #anchor)
 * and shows "Copied" beside its icon for 2 s; the shell's copy script handles the click (it writes
 * into the button's <span>) and swallows failures. Its accessible name is `label`.
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
      <svg className="api-copy-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={anchor ? LINK_ICON : COPY_ICON} />
      </svg>
      <span className="api-copy-status" />
    </button>
  );
}
