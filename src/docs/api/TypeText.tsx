import type { ReactNode } from 'react';
import { useTranslate } from '@/i18n/I18nProvider';

/** Longer types than this show collapsed, with an expander (no script needed: <details>). */
export const COLLAPSE_TYPE_AFTER = 64;

/**
 * A type's text with a line-break opportunity (<wbr>) after each `<`, `,`, `(`, `{`, `&` and `;`,
 * so a long generic (`SlotProps<React.ElementType<HTMLDivElement>,…>`) can wrap between its
 * parts; names and string literals themselves never break (api.css).
 */
export function typeWithBreaks(text: string): ReactNode[] {
  return text
    .split(/(?<=[<,({&;])(?!\s)/)
    .flatMap((part, index) => (index ? [<wbr key={index} />, part] : [part]));
}

function TypeCode({ text }: { text: string }) {
  return <code className="api-type">{typeWithBreaks(text)}</code>;
}

export default function TypeText({ type }: { type: string }) {
  const t = useTranslate();
  if (type.length <= COLLAPSE_TYPE_AFTER) return <TypeCode text={type} />;
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
        <TypeCode text={preview} />
      </summary>
      <TypeCode text={type} />
    </details>
  );
}
