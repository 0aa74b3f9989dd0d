import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { markdownUrl } from '@/model/markdownUrl';
import type { DemoSources } from '@/model/demoSourcesFile';
import { demoSourcesPath } from '@/model/demoSourcesFile';
import { CODE_VARIANTS } from '@/model/codeVariants';
import type { ArticleData } from '../sitePages';
import { demoId } from '../markdown';
import { CONTENT_DIR, ROOT_DIR } from '../paths';
import type { SiteIndex } from '../siteIndex';
import { apiPageMarkdown, docsPageMarkdown, type DemoCode } from './pageMarkdown';

/** Demo code from the export's demo-source files (MUI System styling, the default). */
function demoCodeReader(outDir: string, mdFile: string): DemoCode {
  return (demoFile, variant) => {
    const id = demoId(path.join(path.dirname(mdFile), demoFile), CONTENT_DIR);
    const file = path.join(outDir, demoSourcesPath(id));
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
): number {
  let written = 0;
  for (const article of articles) {
    const source =
      article.kind === 'docs' ? index.pages.find((p) => p.route === article.route) : null;
    for (const variant of CODE_VARIANTS) {
      let text: string;
      if (article.kind === 'api') text = apiPageMarkdown(article, siteUrl);
      else {
        if (!source) throw new Error(`No source file for ${article.route}`);
        const mdFile = path.join(ROOT_DIR, source.file);
        const body = matter(fs.readFileSync(mdFile, 'utf8')).content;
        text = docsPageMarkdown(article, body, variant, demoCodeReader(outDir, mdFile));
      }
      const file = path.join(outDir, markdownUrl(article.route, variant));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      written += 1;
    }
  }
  return written;
}
