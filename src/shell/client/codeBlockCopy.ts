/**
 * Copying the build-time code blocks (`<div data-code-block><pre>…</pre><button data-copy>`, see
 * src/node/generate/markdown.ts): by their copy button (the delegated click handler in copyButtons.ts), or
 * with Ctrl/Cmd+C while the pointer is over a block and nothing is selected. One
 * `mouseover`/`mouseleave` pair on the article tracks the hovered
 * block and one `keydown` listener on the document acts on it, however many blocks the page has.
 */
import { copyText } from '@/utils/clipboard';

/** The code-block copy button reads "Copied" for 2 s. */
export const CODE_BLOCK_COPIED_MS = 2000;

export const CODE_BLOCK_SELECTOR = '[data-code-block]';

export interface CopyLabels {
  copy: string;
  copied: string;
}

const revertTimers = new WeakMap<Element, number>();

/** A block's code as written: the text of its `<pre>` without the types-on-hover popups in it. */
export function codeOfBlock(block: Element): string {
  const pre = block.querySelector('pre');
  if (!pre) return '';
  const code = pre.cloneNode(true) as Element;
  for (const popup of code.querySelectorAll('[role="tooltip"]')) popup.remove();
  return code.textContent ?? '';
}

/**
 * Copies the code of a block and shows "Copied" on its button for 2 s. Resolves to whether it
 * copied; never rejects: a clipboard failure is swallowed.
 */
export async function copyCodeBlock(block: Element, labels: CopyLabels): Promise<boolean> {
  const code = codeOfBlock(block);
  try {
    await copyText(code);
  } catch {
    return false;
  }
  const button = block.querySelector<HTMLButtonElement>('button[data-copy]');
  if (button) {
    button.textContent = labels.copied;
    window.clearTimeout(revertTimers.get(button));
    revertTimers.set(
      button,
      window.setTimeout(() => {
        button.textContent = labels.copy;
        revertTimers.delete(button);
      }, CODE_BLOCK_COPIED_MS),
    );
  }
  return true;
}

/** The visitor has selected text somewhere: Ctrl/Cmd+C must do the browser's own copy. */
function hasTextSelection(doc: Document): boolean {
  const selection = doc.getSelection();
  return Boolean(selection && !selection.isCollapsed && selection.toString() !== '');
}

/** Typing in a field (its selection is not in document.getSelection() in every browser). */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'),
  );
}

export function isCopyShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    !event.repeat &&
    event.key.toLowerCase() === 'c'
  );
}

/**
 * Ctrl/Cmd+C over a code block inside `root` copies the block (unless text is selected or a field
 * has focus). Returns the function that removes the listeners.
 */
export function listenForHoverCopy(root: HTMLElement, getLabels: () => CopyLabels): () => void {
  const doc = root.ownerDocument;
  let hovered: Element | null = null;

  const onMouseOver = (event: MouseEvent) => {
    hovered = event.target instanceof Element ? event.target.closest(CODE_BLOCK_SELECTOR) : null;
  };
  const onMouseLeave = () => {
    hovered = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!hovered || !isCopyShortcut(event)) return;
    if (!hovered.isConnected || !root.contains(hovered)) {
      hovered = null;
      return;
    }
    if (hasTextSelection(doc) || isEditable(event.target)) return;
    void copyCodeBlock(hovered, getLabels());
  };

  root.addEventListener('mouseover', onMouseOver);
  root.addEventListener('mouseleave', onMouseLeave);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('mouseover', onMouseOver);
    root.removeEventListener('mouseleave', onMouseLeave);
    doc.removeEventListener('keydown', onKeyDown);
  };
}
