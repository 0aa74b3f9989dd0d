import { useTranslate } from '@/i18n/I18nProvider';

/** Longer types than this show collapsed, with an expander (no script needed: <details>). */
export const COLLAPSE_TYPE_AFTER = 64;

export default function TypeText({ type }: { type: string }) {
  const t = useTranslate();
  if (type.length <= COLLAPSE_TYPE_AFTER) return <code className="api-type">{type}</code>;
  const members = type.split(' | ');
  // The preview ends between tokens, never inside one (`React.ReactNod…`).
  const cut = type.lastIndexOf(' ', 40);
  const preview =
    members.length > 1
      ? `${members.slice(0, 2).join(' | ')} | …`
      : `${type.slice(0, cut > 0 ? cut : 40)} …`;
  return (
    <details className="api-type-details">
      <summary aria-label={`${t('api.showFullType')}: ${type}`}>
        <code className="api-type">{preview}</code>
      </summary>
      <code className="api-type">{type}</code>
    </details>
  );
}
