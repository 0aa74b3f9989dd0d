/** Native <details> menus: one open at a time, closed by Escape (focus back) or a click outside. */
export function initMenus(): void {
  const menus = () => Array.from(document.querySelectorAll<HTMLDetailsElement>('details.menu'));
  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    for (const menu of menus()) if (menu.open && !menu.contains(target)) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of menus()) {
      if (menu.open) {
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }
    }
  });
}
