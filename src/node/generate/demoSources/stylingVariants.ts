/**
 * Styling variants of a demo (Node only): a demo `Name.tsx` may have `system/Name.tsx`,
 * `tailwind/Name.tsx` and `css/Name.tsx` beside it. The page's preview and the code panel switch
 * among them following the visitor's code-styling preference. Looked up once per demo, when the
 * site index is made (./siteDemo.ts); later steps read `SiteDemo.variants`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CodeStyling } from '@/model/codeVariants';

/** Folder beside a demo → the code styling it provides. */
export const STYLING_FOLDERS: ReadonlyArray<[folder: string, styling: CodeStyling]> = [
  ['system', 'System'],
  ['tailwind', 'Tailwind'],
  ['css', 'CSS'],
];

export interface VariantFile {
  styling: CodeStyling;
  file: string;
}

/**
 * The demo's variants, System first: `system/Name.tsx` when it exists, else the demo file itself,
 * then Tailwind and CSS when their folders hold the demo.
 */
export function stylingVariantFiles(demoFile: string): VariantFile[] {
  const dir = path.dirname(demoFile);
  const base = path.basename(demoFile);
  const variants: VariantFile[] = [];
  for (const [folder, styling] of STYLING_FOLDERS) {
    const file = path.join(dir, folder, base);
    if (fs.existsSync(file)) variants.push({ styling, file });
  }
  if (!variants.some((variant) => variant.styling === 'System')) {
    variants.unshift({ styling: 'System', file: demoFile });
  }
  return variants;
}
