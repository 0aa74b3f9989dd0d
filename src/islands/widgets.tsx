/**
 * The React widgets a visitor opens from the static shell: the search dialog and the settings
 * drawer. This module (and React with it) loads only on that first open; each widget mounts once
 * into its own container and is shown again on later opens.
 */
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import SearchDialog from '@/search/SearchDialog';
import SettingsDrawer from '@/shell/SettingsDrawer';
import { dictionaries } from '@/i18n/translations';
import IslandProviders from './IslandProviders';

type Widget = 'search' | 'settings';

const openers = new Map<Widget, () => void>();

function Controlled({ widget, currentProduct }: { widget: Widget; currentProduct: string | null }) {
  const [open, setOpen] = React.useState(true);
  React.useEffect(() => {
    openers.set(widget, () => setOpen(true));
  }, [widget]);
  const onClose = () => setOpen(false);
  return (
    <IslandProviders dictionaries={dictionaries}>
      {widget === 'search' ? (
        <SearchDialog open={open} onClose={onClose} currentProduct={currentProduct} />
      ) : (
        <SettingsDrawer open={open} onClose={onClose} />
      )}
    </IslandProviders>
  );
}

export function openWidget(widget: Widget, currentProduct: string | null): void {
  const opener = openers.get(widget);
  if (opener) {
    opener();
    return;
  }
  const container = document.createElement('div');
  container.dataset.widget = widget;
  document.body.append(container);
  const root = createRoot(container);
  // A transition: the first render (theme, dialog) yields to the browser every few milliseconds,
  // so a key or click meanwhile is handled at once instead of after the whole render.
  React.startTransition(() =>
    root.render(<Controlled widget={widget} currentProduct={currentProduct} />),
  );
}
