import * as React from 'react';

/**
 * State and button props for a menu whose code loads on first use: `preload` starts fetching it on
 * hover or focus, `used` turns true at the first click and stays true so the menu can animate closed.
 */
export function useMenuButton(preload: () => Promise<unknown>) {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [used, setUsed] = React.useState(false);
  const menuId = React.useId();
  const warm = () => {
    preload().catch(() => {
      // A failed preload is retried by the click.
    });
  };
  return {
    anchor,
    used,
    menuId,
    close: () => setAnchor(null),
    buttonProps: {
      onClick: (event: React.MouseEvent<HTMLElement>) => {
        setUsed(true);
        setAnchor(event.currentTarget);
      },
      onMouseEnter: warm,
      onFocus: warm,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': anchor ? true : undefined,
      'aria-controls': anchor ? menuId : undefined,
    },
  };
}
