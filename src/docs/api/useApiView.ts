import * as React from 'react';
import { readStorage, writeStorage } from '@/preferences/storage';

export type ApiView = 'table' | 'list';

export const API_VIEW_STORAGE_KEY = 'docs-api-view';

/** The visitor's props layout, kept in localStorage; the static HTML is the table until it loads. */
export function useApiView(): [ApiView, (view: ApiView) => void] {
  const [view, setView] = React.useState<ApiView>('table');
  React.useEffect(() => {
    if (readStorage(API_VIEW_STORAGE_KEY) === 'list') setView('list');
  }, []);
  const choose = React.useCallback((next: ApiView) => {
    setView(next);
    writeStorage(API_VIEW_STORAGE_KEY, next);
  }, []);
  return [view, choose];
}
