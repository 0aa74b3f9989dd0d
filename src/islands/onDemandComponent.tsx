/**
 * A component whose code loads the first time it is needed, for the parts of an island its first
 * render does not show (the data grid's menus, filter inputs and loading states; see
 * src/node/astro/gridMaterialCopy.ts and gridOnDemandParts.ts). It renders nothing until its module has arrived; a load
 * that fails (offline, the chunk never fetched) is tried again the next time the part is needed.
 */
import * as React from 'react';

type AnyProps = Record<string, unknown> & { open?: boolean; keepMounted?: boolean };
type Component = React.ComponentType<AnyProps>;

/** What starts a load before any part is needed: the visitor's first interaction with the page. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

export function onDemandComponent(
  load: () => Promise<{ default: Component }>,
  {
    untilOpen = false,
    beforeMount = false,
  }: {
    /** An overlay (popper, menu): nothing to render, and no code to load, until `open` is true. */
    untilOpen?: boolean;
    /**
     * Start loading at the first interaction with the page even before the part mounts: for parts
     * that mount only after one (the grid's panels and filter inputs), so they render at once as
     * they open and the focus they take lands in them.
     */
    beforeMount?: boolean;
  } = {},
): React.ForwardRefExoticComponent<AnyProps & React.RefAttributes<unknown>> {
  let loaded: Component | undefined;
  let loading: Promise<Component> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  let listening = false;
  const loadOnFirstInteraction = () => {
    if (listening || loaded) return;
    listening = true;
    const onInteraction = () => {
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, onInteraction, true);
      start().catch(() => undefined);
    };
    for (const type of FIRST_INTERACTION) document.addEventListener(type, onInteraction, true);
  };
  if (beforeMount && typeof document !== 'undefined') loadOnFirstInteraction();

  return React.forwardRef<unknown, AnyProps>(function OnDemand(props, ref) {
    const needed = !untilOpen || props.open === true || props.keepMounted === true;
    const [Loaded, setLoaded] = React.useState<Component | undefined>(() => loaded);
    React.useEffect(loadOnFirstInteraction, []);
    React.useEffect(() => {
      if (!needed || Loaded) return;
      let current = true;
      start().then(
        (component) => current && setLoaded(() => component),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [needed, Loaded]);
    // Once loaded it renders as itself, closed overlays included (they render nothing themselves).
    return Loaded ? <Loaded {...props} ref={ref} /> : null;
  });
}
