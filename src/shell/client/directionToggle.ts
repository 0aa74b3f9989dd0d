/** The full-page bar's direction switch: flips ltr/rtl in the shared theme-options store. */
import { $themeOptions, dispatchThemeAction } from '@/preferences/themeOptionsStore';

export function initDirectionToggle(): void {
  const buttons = Array.from(document.querySelectorAll<HTMLElement>('.direction-toggle'));
  if (!buttons.length) return;
  $themeOptions.subscribe((state) => {
    for (const button of buttons) {
      const label = state.direction === 'rtl' ? button.dataset.labelLtr : button.dataset.labelRtl;
      if (label) button.setAttribute('aria-label', label);
    }
  });
  for (const button of buttons)
    button.addEventListener('click', () =>
      dispatchThemeAction({
        type: 'CHANGE',
        payload: { direction: $themeOptions.get().direction === 'rtl' ? 'ltr' : 'rtl' },
      }),
    );
}
