/** The API extraction on a worker thread (./apiDocs.ts, loadApiDocsOffThread): writes the cache. */
import { loadApiDocs } from './apiDocs';

export default function extractInWorker(): number {
  let ms = 0;
  loadApiDocs((extractMs) => (ms = extractMs));
  return ms;
}
