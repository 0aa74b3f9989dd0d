import { demoAnchorFromHash } from '@/preferences/codeVariant';

/**
 * A link such as `#basic-buttons.js` sets the code language and names a demo, but no element has
 * that id, so the browser stays at the top. Scroll to the demo it names, as an anchor would.
 */
export function scrollToPreferenceHash(): void {
  const hash = window.location.hash;
  const anchor = demoAnchorFromHash(hash);
  if (!anchor || document.getElementById(hash.slice(1))) return;
  // A demo whose name a heading also has is `<anchor>-demo` (src/model/demoTitle.ts).
  (document.getElementById(`${anchor}-demo`) ?? document.getElementById(anchor))?.scrollIntoView();
}
