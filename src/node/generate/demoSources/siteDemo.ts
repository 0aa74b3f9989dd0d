import path from 'node:path';
import type { SiteProductId } from '@/products/products';
import type { SiteDemo } from '../siteIndexTypes';
import { demoId } from './demoId';
import { stylingVariantFiles } from './stylingVariants';

/**
 * What the build knows about a demo file, worked out once when the site index is made: its id, its
 * product and its styling variants on disk. Later steps read these from the index.
 */
export function siteDemo(
  demoFile: string,
  productId: SiteProductId,
  contentDir: string,
  rootDir: string,
): SiteDemo {
  const relative = (file: string) => path.relative(rootDir, file).replace(/\\/g, '/');
  return {
    id: demoId(demoFile, contentDir),
    productId,
    file: relative(demoFile),
    variants: stylingVariantFiles(demoFile).map(({ styling, file }) => ({
      styling,
      file: relative(file),
    })),
  };
}
