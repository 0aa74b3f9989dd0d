import * as React from 'react';
import { useRouter } from 'next/router';
import { useTranslate } from '@/i18n/I18nProvider';
import { copyCodeBlock } from './codeBlockCopy';

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
    const block = button?.closest('[data-code-block]');
    if (button && block) {
      // Failures are swallowed inside (SPEC §8).
      void copyCodeBlock(block, { copy: t('codeBlock.copy'), copied: t('codeBlock.copied') });
      return;
    }
    const link = target.closest<HTMLAnchorElement>('a[href]');
    const href = link?.getAttribute('href');
    if (link && href && href.startsWith('/') && !link.target && isPlainLeftClick(event)) {
      event.preventDefault();
      void router.push(href);
    }
  };

  return (
    <div className="markdown-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
