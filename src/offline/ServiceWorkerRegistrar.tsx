import * as React from 'react';
import { useDocsConfig } from '@/config/DocsProvider';
import { registerServiceWorker } from './registerServiceWorker';

/** Registers the offline service worker on the production host. Renders nothing; mount once. */
export function ServiceWorkerRegistrar() {
  const { productionHost } = useDocsConfig().site;
  React.useEffect(() => registerServiceWorker(productionHost), [productionHost]);
  return null;
}
