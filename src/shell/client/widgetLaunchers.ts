/**
 * Opens the React widgets (search dialog, settings drawer) from the static app bar: the button,
 * Ctrl/Cmd+K or `/` for search. Their code is fetched on hover or focus of the button and on first
 * use, never at load.
 */
import { isSearchShortcut } from '@/search/searchShortcut';
import { afterNextPaint } from '@/utils/afterNextPaint';

const load = () => import('@/islands/widgets');

function currentProduct(): string | null {
  return (
    document.querySelector<HTMLElement>('[data-testid="open-search"]')?.dataset.product || null
  );
}

export function initWidgets(): void {
  const search = document.querySelector<HTMLElement>('[data-testid="open-search"]');
  const settings = document.querySelector<HTMLElement>('[data-testid="open-settings"]');
  const preload = () => void load().catch(() => undefined);
  for (const button of [search, settings]) {
    button?.addEventListener('mouseenter', preload, { once: true });
    button?.addEventListener('focus', preload, { once: true });
  }
  // The button shows it was pressed in the frame after the input; the widget's code (React and
  // the dialog's first render, long on a slow phone) runs only after that paint, not before it.
  const open = async (widget: 'search' | 'settings') => {
    const button = widget === 'search' ? search : settings;
    button?.setAttribute('data-opening', '');
    try {
      await new Promise<void>((resolve) => afterNextPaint(resolve));
      (await load()).openWidget(widget, currentProduct());
    } finally {
      button?.removeAttribute('data-opening');
    }
  };
  search?.addEventListener('click', () => void open('search'));
  settings?.addEventListener('click', () => void open('settings'));
  const kbd = search?.querySelector<HTMLElement>('.search-button-kbd');
  if (kbd && /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent))
    kbd.dataset.keys = '⌘ K';
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || !isSearchShortcut(event)) return;
    event.preventDefault();
    void open('search');
  });
}
