import { createSearchEngine, type SearchEngine } from '@/model/searchEngine';
import { expandIndex, SEARCH_INDEX_URL, type SearchIndexFile } from '@/model/searchIndex';

let pending: Promise<SearchEngine> | null = null;

/** Fetches the index and builds the engine once per page session; a failure may be retried. */
export function loadSearchEngine(): Promise<SearchEngine> {
  pending ??= fetch(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    })
    .then((file) => createSearchEngine(expandIndex(file)))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
