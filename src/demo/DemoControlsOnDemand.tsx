/**
 * A demo's toolbar as the server rendered it, kept as plain HTML until the visitor reaches for it:
 * the controls' code (src/demo/DemoControls.tsx) loads when the pointer comes over the
 * toolbar, a finger touches it or it takes focus, and then replaces the served markup with the
 * same markup, now live. What the visitor did before the code arrived keeps its effect: the same
 * button gets the focus, the toolbar's arrow keys and the click once the controls are live.
 *
 * The served toolbar shows the code closed, in TypeScript, in the default styling. A visitor
 * whose preferences show something else gets the controls as the demo hydrates (the island
 * preloads them, see src/demo/preloadIsland.ts), and so does every demo when a preference
 * changes later.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import type { CodeStyling, CodeVariant } from '@/model/codeVariants';
import { demoStyling } from '@/model/demoRegistry';
import type { DemoBlock } from '@/model/bodyBlocks';
import { DEFAULT_CODE_STYLING, DEFAULT_CODE_VARIANT } from '@/preferences/codeVariant';
import { $codeStyling, $codeVariant } from '@/preferences/codePreferencesStore';
import { useCodePreferences } from '@/preferences/useCodePreferences';
import type { DemoControlsProps } from './DemoControls';
import { isServer, useBrowserLayoutEffect, type Preloadable } from './preloadable';

/** What of a demo decides how its toolbar looks before anyone touches it. */
export interface ServedToolbarDemo {
  stylings?: readonly CodeStyling[];
  codeOpen?: boolean;
}

/** Whether the toolbar the server rendered is the one this visitor's preferences call for. */
export function toolbarAsServed(
  demo: ServedToolbarDemo,
  variant: CodeVariant,
  styling: CodeStyling,
): boolean {
  return (
    !demo.codeOpen &&
    variant === DEFAULT_CODE_VARIANT &&
    demoStyling(demo, styling) === demoStyling(demo, DEFAULT_CODE_STYLING)
  );
}

function servedToolbarDemo(demo: DemoBlock): ServedToolbarDemo {
  return { stylings: demo.stylings, codeOpen: Boolean(demo.options.defaultCodeOpen) };
}

const TOOLBAR_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** The toolbar item (`data-toolbar-item`) an event happened in, if any. */
function toolbarItem(target: EventTarget | null): string | undefined {
  return target instanceof Element
    ? (target.closest<HTMLElement>('[data-toolbar-item]')?.dataset.toolbarItem ?? undefined)
    : undefined;
}

interface Props extends DemoControlsProps {
  controls: Preloadable<DemoControlsProps>;
}

export default function DemoControlsOnDemand({ controls, ...props }: Props) {
  const { demo } = props;
  const served = servedToolbarDemo(demo);
  // The server renders the controls. In the browser, the hydration pass keeps the served HTML
  // when it is what the visitor would see (read from the store: the hook below still returns
  // the defaults during hydration).
  const [live, setLive] = React.useState(
    () => isServer || !toolbarAsServed(served, $codeVariant.get(), $codeStyling.get()),
  );
  const { codeVariant, codeStyling } = useCodePreferences();
  const wrapper = React.useRef<HTMLDivElement>(null);
  const pending = React.useRef<{ focus?: string; keys: string[]; click?: string }>({ keys: [] });

  const goLive = React.useCallback(() => {
    controls
      .preload()
      .then(() => setLive(true))
      .catch((error: unknown) => console.error('The demo toolbar could not load:', error));
  }, [controls]);

  // A preference changed elsewhere (another demo's toolbar, the hash): this toolbar must show it.
  React.useEffect(() => {
    if (!live && !toolbarAsServed(served, codeVariant, codeStyling)) goLive();
  });

  // Mounted without served HTML to keep (not a hydration): nothing to show, so go live at once.
  useBrowserLayoutEffect(() => {
    if (!live && wrapper.current && !wrapper.current.hasChildNodes()) goLive();
  }, [live, goLive]);

  // Live: the focus, keys and click the served toolbar received go to the same button. In the
  // commit that swapped the markup, so no key pressed meanwhile lands on the page instead.
  useBrowserLayoutEffect(() => {
    if (!live) return;
    const { focus, keys, click } = pending.current;
    pending.current = { keys: [] };
    const find = (item: string) =>
      wrapper.current?.querySelector<HTMLElement>(`[data-toolbar-item="${item}"]`);
    if (focus) {
      find(focus)?.focus();
      for (const key of keys)
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
        );
    }
    if (click) find(click)?.click();
  }, [live]);

  if (live) {
    return (
      <Box key="live" ref={wrapper} sx={{ display: 'contents' }}>
        <controls.Component {...props} />
      </Box>
    );
  }
  return (
    <Box
      key="served"
      ref={wrapper}
      sx={{ display: 'contents' }}
      // The server's markup stays as it is: React does not compare the inner HTML it hydrates.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
      onPointerOver={goLive}
      onTouchStart={goLive}
      onFocus={(event: React.FocusEvent) => {
        pending.current.focus = toolbarItem(event.target);
        goLive();
      }}
      onKeyDown={(event: React.KeyboardEvent) => {
        // The toolbar's own keys (arrows, Home, End move between its buttons); Enter and Space
        // click, which is replayed as a click.
        if (TOOLBAR_KEYS.has(event.key)) {
          event.preventDefault();
          pending.current.keys.push(event.key);
        }
      }}
      onBlur={(event: React.FocusEvent) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null))
          pending.current.focus = undefined;
      }}
      onClickCapture={(event: React.MouseEvent) => {
        const item = toolbarItem(event.target);
        if (!item) return;
        // A link (the full-page demo) works as plain HTML; a button waits for its code.
        if ((event.target as Element).closest('a[href]')) return;
        event.preventDefault();
        pending.current.click = item;
        goLive();
      }}
    />
  );
}
