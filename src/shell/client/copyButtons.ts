/**
 * Every static copy control on a page, by one delegated click listener: code blocks' buttons,
 * API name and anchor buttons, and "Copy page as Markdown" (demos in the visitor's code variant),
 * each saying "Copied" for 2 s; Ctrl/Cmd+C over a code block copies it too. Failures are swallowed.
 */
import { copyText } from '@/utils/clipboard';
import { CODE_BLOCK_COPIED_MS, copyCodeBlock, listenForHoverCopy } from './codeBlockCopy';
import { markdownUrl } from '@/model/markdownUrl';
import { CODE_VARIANT_COOKIE, documentCookies, readCookie } from '@/preferences/codeVariant';
import type { CodeVariant } from '@/model/codeVariants';

/** The code blocks' button texts, translated by the page (the dictionary stays out of this script). */
const labels = () => ({
  copy: document.body.dataset.copyLabel ?? 'Copy',
  copied: document.body.dataset.copiedLabel ?? 'Copied',
});

function codeVariant(): CodeVariant {
  return readCookie(documentCookies(), CODE_VARIANT_COOKIE) === 'JS' ? 'JS' : 'TS';
}

/** Shows `copied` in the button's label element for 2 s, then the original text. */
function flash(button: HTMLElement, copied: string): void {
  const label = button.querySelector('span') ?? button;
  const original = button.dataset.original ?? label.textContent ?? '';
  button.dataset.original = original;
  label.textContent = copied;
  window.setTimeout(() => {
    label.textContent = original;
  }, CODE_BLOCK_COPIED_MS);
}

async function copyPage(button: HTMLElement): Promise<void> {
  const response = await fetch(markdownUrl(button.dataset.route ?? '/', codeVariant()));
  if (!response.ok) throw new Error(String(response.status));
  await copyText(await response.text());
  flash(button, button.dataset.copied ?? '');
}

export function initCopyButtons(): void {
  const article = document.querySelector<HTMLElement>('main');
  if (article) listenForHoverCopy(article, labels);
  const viewLink = document.querySelector<HTMLAnchorElement>('[data-testid="view-page-markdown"]');
  const copyPageButton = document.querySelector<HTMLElement>('[data-testid="copy-page-markdown"]');
  if (viewLink && copyPageButton)
    viewLink.href = markdownUrl(copyPageButton.dataset.route ?? '/', codeVariant());
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const codeButton = target?.closest('button[data-copy]');
    const block = codeButton?.closest('[data-code-block]');
    if (codeButton && block) {
      void copyCodeBlock(block, labels());
      return;
    }
    const valueButton = target?.closest<HTMLElement>('button[data-copy-value]');
    if (valueButton) {
      const value = valueButton.dataset.copyValue ?? '';
      const text =
        valueButton.dataset.copyAnchor === undefined
          ? value
          : `${location.origin}${location.pathname}#${value}`;
      copyText(text)
        .then(() => flash(valueButton, valueButton.dataset.copied ?? ''))
        .catch(() => undefined);
      return;
    }
    const pageButton = target?.closest<HTMLElement>('[data-testid="copy-page-markdown"]');
    if (pageButton) copyPage(pageButton).catch(() => undefined);
  });
}
