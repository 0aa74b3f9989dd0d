/**
 * The navigation drawer: a modal panel on small screens (menu button, close button, backdrop,
 * Escape, focus moved in and back), and on every screen the groups the visitor opened or closed
 * and its scroll position kept from page to page, with the current page brought into view when it
 * is outside.
 */
import { whenActivated } from './activation';

const SCROLL_KEY = 'docs-nav-scroll';
const GROUPS_KEY = 'docs-nav-groups';

/** Which groups were open on the previous page of this session: name → open. */
function readGroups(): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(sessionStorageGet(GROUPS_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/** The tree opens as the visitor left it (the current page's groups always open). */
function keepGroups(scroller: HTMLElement): void {
  const groups = Array.from(
    scroller.querySelectorAll<HTMLDetailsElement>('details[data-nav-group]'),
  );
  const saved = readGroups();
  for (const group of groups) {
    const name = group.dataset.navGroup ?? '';
    if (name in saved && group.dataset.current === undefined) group.open = saved[name] === true;
  }
  window.addEventListener('pagehide', () => {
    const state = Object.fromEntries(
      groups.map((group) => [group.dataset.navGroup ?? '', group.open]),
    );
    sessionStorageSet(GROUPS_KEY, JSON.stringify(state));
  });
}

function setOpen(open: boolean): void {
  const root = document.documentElement;
  const opener = document.querySelector<HTMLButtonElement>('.nav-open');
  root.classList.toggle('nav-is-open', open);
  opener?.setAttribute('aria-expanded', String(open));
  const backdrop = document.querySelector<HTMLElement>('.nav-backdrop');
  if (backdrop) backdrop.hidden = !open;
  if (open) document.querySelector<HTMLElement>('.nav-close')?.focus();
  else opener?.focus();
}

function keepScroll(scroller: HTMLElement): void {
  const saved = sessionStorageGet(SCROLL_KEY);
  // Measured in the next frame, where the layout is made anyway: measured now, while the page is
  // still being set up, the layout would be made twice (the API pages' largest task at load).
  requestAnimationFrame(() => {
    if (saved !== null && Number.isFinite(Number(saved))) scroller.scrollTop = Number(saved);
    const active = scroller.querySelector<HTMLElement>('[aria-current="page"]');
    if (!active) return;
    const box = scroller.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    if (item.top < box.top || item.bottom > box.bottom)
      scroller.scrollTop += item.top - box.top - box.height / 3;
  });
  window.addEventListener('pagehide', () =>
    sessionStorageSet(SCROLL_KEY, String(scroller.scrollTop)),
  );
}

function sessionStorageGet(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function sessionStorageSet(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // The position is then not kept.
  }
}

export function initNavDrawer(): void {
  const scroller = document.querySelector<HTMLElement>('.nav-scroll');
  if (!scroller) return;
  // What the previous page saved as it was left (prerendered, this page started before that).
  whenActivated(() => {
    keepGroups(scroller);
    keepScroll(scroller);
  });
  document.querySelector('.nav-open')?.addEventListener('click', () => setOpen(true));
  document.querySelector('.nav-close')?.addEventListener('click', () => setOpen(false));
  document.querySelector('.nav-backdrop')?.addEventListener('click', () => setOpen(false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && document.documentElement.classList.contains('nav-is-open'))
      setOpen(false);
  });
}
