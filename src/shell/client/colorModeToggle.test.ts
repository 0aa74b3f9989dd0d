// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { initColorModeToggle } from './colorModeToggle';

const nextPaint = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));

let toggle: HTMLButtonElement;
const pageScheme = () => document.documentElement.getAttribute('data-mui-color-scheme');

// The listener is on the document: one start serves every test.
initColorModeToggle();

beforeEach(() => {
  localStorage.setItem('mui-mode', 'light');
  document.documentElement.setAttribute('data-mui-color-scheme', 'light');
  document.body.innerHTML = `<button class="mode-toggle" data-testid="mode-toggle"
    data-label-dark="Switch to dark mode" data-label-light="Switch to light mode"></button>`;
  toggle = document.querySelector('button')!;
});

describe('the colour-mode switch', () => {
  it('shows the new mode on the switch at once, and gives it to the page after a paint', async () => {
    toggle.click();
    expect(toggle.dataset.scheme).toBe('dark');
    expect(toggle.getAttribute('aria-label')).toBe('Switch to light mode');
    expect(pageScheme()).toBe('light');
    expect(localStorage.getItem('mui-mode')).toBe('light');
    await nextPaint();
    expect(pageScheme()).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
  });

  it('undoes a click with a second one before the paint, leaving the page as it was', async () => {
    toggle.click();
    toggle.click();
    expect(toggle.dataset.scheme).toBe('light');
    await nextPaint();
    expect(pageScheme()).toBe('light');
    expect(toggle.getAttribute('aria-label')).toBe('Switch to dark mode');
    expect(localStorage.getItem('mui-mode')).toBe('light');
  });

  it('applies three quick clicks as one', async () => {
    toggle.click();
    toggle.click();
    toggle.click();
    await nextPaint();
    expect(pageScheme()).toBe('dark');
    expect(toggle.dataset.scheme).toBe('dark');
  });
});
