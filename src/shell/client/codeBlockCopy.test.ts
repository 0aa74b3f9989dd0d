// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_BLOCK_COPIED_MS, copyCodeBlock, listenForHoverCopy } from './codeBlockCopy';

const LABELS = { copy: 'Copy', copied: 'Copied' };

/** The HTML src/node/generate/markdown.ts produces for a fenced code block. */
function codeBlockHtml(code: string) {
  return `<div class="code-block" data-code-block=""><pre class="shiki" tabindex="0"><code><span class="line">${code}</span></code></pre><button type="button" class="code-copy" data-copy="" aria-label="Copy the code">Copy</button></div>`;
}

const ARTICLE_HTML = [
  '<p id="text">Some text to select.</p>',
  codeBlockHtml('const first = 1;'),
  '<p>Between.</p>',
  codeBlockHtml('const second = 2;'),
  '<input id="field" value="typed" />',
].join('');

let writeText: ReturnType<typeof vi.fn>;
let article: HTMLElement;
let stop: () => void;

/** Lets the clipboard promise and the label update settle (setImmediate is not faked). */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const blocks = () => [...article.querySelectorAll<HTMLElement>('[data-code-block]')];
const buttonOf = (block: Element) => block.querySelector('button[data-copy]')!;

function hover(element: Element) {
  element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
}

function press(init: KeyboardEventInit, target: EventTarget = document.body) {
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
}

beforeEach(() => {
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  article = document.createElement('article');
  article.innerHTML = ARTICLE_HTML;
  document.body.appendChild(article);
  stop = listenForHoverCopy(article, () => LABELS);
});

afterEach(() => {
  stop();
  document.getSelection()?.removeAllRanges();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('Ctrl/Cmd+C on a hovered code block', () => {
  it('copies the hovered block with Ctrl+C and shows Copied on its button for 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const [first, second] = blocks();
    hover(second!.querySelector('span.line')!);
    press({ key: 'c', ctrlKey: true });
    await flush();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith('const second = 2;');
    expect(buttonOf(second!).textContent).toBe('Copied');
    expect(buttonOf(first!).textContent).toBe('Copy');
    vi.advanceTimersByTime(CODE_BLOCK_COPIED_MS - 1);
    expect(buttonOf(second!).textContent).toBe('Copied');
    vi.advanceTimersByTime(1);
    expect(buttonOf(second!).textContent).toBe('Copy');
  });

  it('copies with Cmd+C (metaKey) and an upper-case key', async () => {
    const [first] = blocks();
    hover(first!);
    press({ key: 'C', metaKey: true });
    await flush();
    expect(writeText).toHaveBeenCalledWith('const first = 1;');
  });

  it('follows the pointer from block to block and stops when it leaves them', async () => {
    const [first, second] = blocks();
    hover(first!);
    hover(second!.querySelector('pre')!);
    press({ key: 'c', ctrlKey: true });
    await flush();
    expect(writeText).toHaveBeenLastCalledWith('const second = 2;');

    hover(article.querySelector('#text')!);
    press({ key: 'c', ctrlKey: true });
    hover(first!);
    article.dispatchEvent(new MouseEvent('mouseleave'));
    press({ key: 'c', ctrlKey: true });
    await flush();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('does nothing when no block is hovered', async () => {
    press({ key: 'c', ctrlKey: true });
    await flush();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('lets the browser copy a text selection instead', async () => {
    const [first] = blocks();
    const range = document.createRange();
    range.selectNodeContents(article.querySelector('#text')!);
    document.getSelection()!.addRange(range);
    expect(document.getSelection()!.toString()).toBe('Some text to select.');
    hover(first!);
    const event = new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, cancelable: true });
    document.body.dispatchEvent(event);
    await flush();
    expect(writeText).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    expect(buttonOf(first!).textContent).toBe('Copy');
  });

  it('ignores other keys and modifiers, and a key held down', async () => {
    const [first] = blocks();
    hover(first!);
    press({ key: 'c' });
    press({ key: 'v', ctrlKey: true });
    press({ key: 'c', ctrlKey: true, shiftKey: true });
    press({ key: 'c', ctrlKey: true, altKey: true });
    press({ key: 'c', ctrlKey: true, repeat: true });
    await flush();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('leaves Ctrl+C in a form field alone', async () => {
    const [first] = blocks();
    hover(first!);
    press({ key: 'c', ctrlKey: true }, article.querySelector('#field')!);
    await flush();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('swallows clipboard failures: no error, the label stays Copy', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    document.execCommand = vi.fn(() => false);
    const [first] = blocks();
    hover(first!);
    press({ key: 'c', ctrlKey: true });
    await flush();
    expect(writeText).toHaveBeenCalled();
    expect(buttonOf(first!).textContent).toBe('Copy');
    await expect(copyCodeBlock(first!, LABELS)).resolves.toBe(false);
  });

  it('forgets a block removed from the page', async () => {
    const [first] = blocks();
    hover(first!);
    first!.remove();
    press({ key: 'c', ctrlKey: true });
    await flush();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('registers one document keydown listener whatever the number of blocks, and removes it', () => {
    stop();
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    for (let i = 0; i < 20; i += 1) article.insertAdjacentHTML('beforeend', codeBlockHtml(`${i}`));
    stop = listenForHoverCopy(article, () => LABELS);
    expect(add.mock.calls.filter(([type]) => type === 'keydown')).toHaveLength(1);
    stop();
    expect(remove.mock.calls.filter(([type]) => type === 'keydown')).toHaveLength(1);
    stop = () => undefined;
  });
});

describe('copyCodeBlock', () => {
  it('copies the code without the types-on-hover popups in it, and leaves them on the page', async () => {
    article.insertAdjacentHTML(
      'beforeend',
      codeBlockHtml(
        '<span tabindex="0" aria-describedby="hover_1">Button</span><span role="tooltip" id="hover_1">const Button: ExtendButtonBase</span> variant',
      ),
    );
    const block = blocks().at(-1)!;
    await expect(copyCodeBlock(block, LABELS)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('Button variant');
    expect(block.querySelector('[role="tooltip"]')?.textContent).toBe(
      'const Button: ExtendButtonBase',
    );
  });
});
