import * as React from 'react';
import { useRouter } from 'next/router';
import { useTranslate } from '@/i18n/I18nProvider';
import { copyText } from './clipboard';

/** SPEC §4: the code-block copy button reads "Copied" for 2 s. */
export const CODE_BLOCK_COPIED_MS = 2000;

function isPlainLeftClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Build-time HTML of a Markdown chunk. One delegated click handler gives its code blocks their copy
 * buttons and its internal links client-side navigation.
 */
export default function MarkdownHtml({ html }: { html: string }) {
  const router = useRouter();
  const t = useTranslate();

  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const button = target.closest<HTMLButtonElement>('button[data-copy]');
    if (button) {
      const code = button.parentElement?.querySelector('pre')?.textContent ?? '';
      copyText(code)
        .then(() => {
          button.textContent = t('codeBlock.copied');
          window.setTimeout(() => {
            button.textContent = t('codeBlock.copy');
          }, CODE_BLOCK_COPIED_MS);
        })
        .catch(() => {
          // Copy is best effort (SPEC §8: clipboard failures are swallowed).
        });
      return;
    }
    const link = target.closest<HTMLAnchorElement>('a[href]');
    const href = link?.getAttribute('href');
    if (link && href && href.startsWith('/') && !link.target && isPlainLeftClick(event)) {
      event.preventDefault();
      void router.push(href);
    }
  };

  return <div onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
