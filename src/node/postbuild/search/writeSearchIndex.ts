import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { getSiteProduct } from '@/products/products';
import { compactIndex, SEARCH_INDEX_URL, type SearchIndexFile } from '@/model/searchIndex';
import type { ArticleData } from '../../generate/allPageData';
import { apiPageDocuments, docsPageDocuments, numberDocuments } from './searchDocuments';

/** Pages of the listed products, hidden pages left out: what a visitor can find by browsing. */
export function searchIndexOf(
  pages: readonly ArticleData[],
  hiddenRoutes: ReadonlySet<string>,
): SearchIndexFile {
  const documents = pages
    .filter((page) => getSiteProduct(page.product.id)?.listed && !hiddenRoutes.has(page.route))
    .flatMap((page) => (page.kind === 'api' ? apiPageDocuments(page) : docsPageDocuments(page)));
  return compactIndex(numberDocuments(documents));
}

export function writeSearchIndex(
  outDir: string,
  pages: readonly ArticleData[],
  hiddenRoutes: ReadonlySet<string>,
): { documents: number; bytes: number; gzipBytes: number } {
  const index = searchIndexOf(pages, hiddenRoutes);
  const json = JSON.stringify(index);
  fs.writeFileSync(path.join(outDir, SEARCH_INDEX_URL.slice(1)), json);
  return {
    documents: index.docs.length,
    bytes: Buffer.byteLength(json),
    gzipBytes: zlib.gzipSync(json).length,
  };
}
