import { $codeStyling, $codeVariant } from '@/preferences/codePreferencesStore';
import { DEFAULT_CODE_STYLING, DEFAULT_CODE_VARIANT } from '@/preferences/codeVariant';
import { signalStartDemos } from '@/preferences/demoStartSignal';
import { hasDefaultTheme } from '@/preferences/themeReducer';
import { $themeOptions } from '@/preferences/themeOptionsStore';

function demosAsServed(): boolean {
  return (
    $codeVariant.get() === DEFAULT_CODE_VARIANT &&
    $codeStyling.get() === DEFAULT_CODE_STYLING &&
    hasDefaultTheme($themeOptions.get())
  );
}

/**
 * Demos wait for the visitor before they start, as their server HTML shows them as they are by
 * default. A visitor whose preferences change them (at load, or later, e.g. by a `#…` hash or in
 * another tab) gets them started near the viewport at once, so they never see the defaults for long.
 */
export function startDemosForPreferences(): void {
  const check = () => {
    if (demosAsServed()) return false;
    signalStartDemos();
    return true;
  };
  if (check()) return;
  const stops = [
    $codeVariant.listen(follow),
    $codeStyling.listen(follow),
    $themeOptions.listen(follow),
  ];
  function follow() {
    if (check()) for (const stop of stops) stop();
  }
}
