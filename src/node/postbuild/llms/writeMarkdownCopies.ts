import fs from 'node:fs';
import path from 'node:path';
import { markdownUrl } from '@/model/markdownUrl';
import type { DemoSources } from '@/model/demoSourcesFile';
import { demoSourcesPath } from '@/model/demoSourcesFile';
import { CODE_VARIANTS } from '@/model/codeVariants';
import type { ArticleData } from '../../generate/allPageData';
import type { SiteIndex } from '../../generate/siteIndexTypes';
import { apiPageMarkdown, docsPageMarkdown, type DemoCode } from './pageMarkdown';

/** Demo code from the export's demo-source files (MUI System styling, the default). */
function demoCodeReader(outDir: string): DemoCode {
  return (demo, variant) => {
    const file = path.join(outDir, demoSourcesPath(demo.id));
    if (!fs.existsSync(file)) return null;
    const sources = JSON.parse(fs.readFileSync(file, 'utf8')) as DemoSources;
    const styling = sources.stylings.System ?? Object.values(sources.stylings)[0];
    return styling ? styling[variant].code : null;
  };
}

/** Writes `<route>.md` and `<route>.js.md` for every article; returns how many files. */
export function writeMarkdownCopies(
  outDir: string,
  articles: readonly ArticleData[],
  index: SiteIndex,
  siteUrl: string,
): { written: number; typeScriptCopies: Map<string, string> } {
  let written = 0;
  // The TypeScript copy of each page, by route, for llms-full.txt (no second read from disk).
  const typeScriptCopies = new Map<string, string>();
  for (const article of articles) {
    const source =
      article.kind === 'docs' ? index.pages.find((p) => p.route === article.route) : null;
    for (const variant of CODE_VARIANTS) {
      let text: string;
      if (article.kind === 'api') text = apiPageMarkdown(article, siteUrl);
      else {
        if (!source) throw new Error(`No source file for ${article.route}`);
        text = docsPageMarkdown(
          { ...source, title: article.title, description: article.description },
          variant,
          demoCodeReader(outDir),
        );
      }
      const file = path.join(outDir, markdownUrl(article.route, variant));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      if (variant === 'TS') typeScriptCopies.set(article.route, text);
      written += 1;
    }
  }
  return { written, typeScriptCopies };
}
