/**
 * API pages: the props layout (table or list) the visitor chose, kept in localStorage. The
 * pre-paint script (colorModeInitScript) applies a stored `list` before the page paints.
 */
import { API_VIEW_STORAGE_KEY } from '@/preferences/colorMode';
import { readStorage, writeStorage } from '@/preferences/storage';
type ApiView = 'table' | 'list';

function apply(view: ApiView): void {
  const root = document.documentElement;
  if (root.dataset.apiView !== view) root.dataset.apiView = view;
  for (const button of document.querySelectorAll<HTMLElement>('[data-api-view-choice]'))
    button.setAttribute('aria-pressed', String(button.dataset.apiViewChoice === view));
}

export function initApiView(): void {
  if (!document.querySelector('[data-api-view-choice]')) return;
  apply(readStorage(API_VIEW_STORAGE_KEY) === 'list' ? 'list' : 'table');
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-api-view-choice]');
    if (!button) return;
    const view: ApiView = button.dataset.apiViewChoice === 'list' ? 'list' : 'table';
    writeStorage(API_VIEW_STORAGE_KEY, view);
    apply(view);
  });
}
