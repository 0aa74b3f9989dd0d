/**
 * `client:demo`: hydrates a demo island when it comes near the viewport, like `client:visible`,
 * but first loads the modules its server HTML shows (the demo in the visitor's styling and the
 * toolbar), so hydration never suspends and the visitor never sees the demo flash or move.
 */
/** Astro's client directive signature (its exported type does not resolve under our tsconfig). */
type ClientDirective = (
  load: () => Promise<() => Promise<void>>,
  options: unknown,
  island: HTMLElement,
) => void;

interface PreloadingComponent {
  preload?: (root: Element) => Promise<void>;
}

const directive: ClientDirective = (load, _options, island) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void (async () => {
        const hydrate = await load();
        const component = (island as Element & { Component?: PreloadingComponent }).Component;
        await component?.preload?.(island).catch(() => undefined);
        await hydrate();
      })().catch((error: unknown) => {
        // The server HTML stays, static: the demo shows but does not respond.
        console.error('A demo could not start:', error);
      });
    },
    { rootMargin: '200px' },
  );
  for (const child of Array.from(island.children)) observer.observe(child);
};

export default directive;
