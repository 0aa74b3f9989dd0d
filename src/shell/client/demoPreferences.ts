import {
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  documentCookies,
  resolveCodeStyling,
  resolveCodeVariant,
} from '@/preferences/codeVariant';
import { signalStartDemos } from '@/preferences/demoStartSignal';
import { hasDefaultTheme } from '@/preferences/themeReducer';
import { $themeOptions } from '@/preferences/themeOptionsStore';

/**
 * Whether the demos show the visitor what their server HTML shows: the code variant and styling
 * read as the demos' store reads them (src/preferences/codePreferencesStore.ts, whose module this
 * script does not load) and the theme options.
 */
function demosAsServed(): boolean {
  const hash = window.location.hash;
  const cookies = documentCookies();
  return (
    resolveCodeVariant(hash, cookies) === DEFAULT_CODE_VARIANT &&
    resolveCodeStyling(hash, cookies) === DEFAULT_CODE_STYLING &&
    hasDefaultTheme($themeOptions.get())
  );
}

/**
 * Demos wait for the visitor before they start, as their server HTML shows them as they are by
 * default. A visitor whose preferences change them (at load, or later by a `#…` hash or a theme
 * change from another tab) gets them started near the viewport at once, so they never see the
 * defaults for long. A change made in a demo or the settings comes with the visitor's activity,
 * which starts the demos anyway.
 */
export function startDemosForPreferences(): void {
  const check = () => {
    if (demosAsServed()) return false;
    signalStartDemos();
    return true;
  };
  if (check()) return;
  const stopTheme = $themeOptions.listen(follow);
  window.addEventListener('hashchange', follow);
  function follow() {
    if (!check()) return;
    stopTheme();
    window.removeEventListener('hashchange', follow);
  }
}
