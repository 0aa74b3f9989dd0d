/**
 * The code-block checker, one entry point for every caller (the build, tools): give it code and
 * its fence language, get diagnostics back. tsx/ts are type-checked as TypeScript and jsx/js as
 * JavaScript (checkJs) against the pinned packages in node_modules; css is parsed with postcss.
 * Other languages (bash, json, diff…) are not checked. The code is never run.
 */
import { checkCss } from './cssChecker';
import {
  createTypeScriptChecker,
  scriptLanguage,
  type CodeDiagnostic,
  type Snippet,
} from './typeScriptChecker';

export type { CodeDiagnostic } from './typeScriptChecker';

export interface CodeToCheck {
  code: string;
  /** The fence's language: tsx, ts, jsx, js, css (others are not checked). */
  lang: string;
  /** For css: the block is a CSS Module (`css module`), so `:global` and `composes` are fine. */
  cssModule?: boolean;
  /** Where the code comes from, e.g. the Markdown file: blocks of one page share its module augmentations. */
  page?: string;
}

export interface CodeChecker {
  /** Whether `lang` is a language this checker checks. */
  checks(lang: string): boolean;
  /** Diagnostics of each block in order; an empty list is a pass (also for unchecked languages). */
  checkAll(blocks: readonly CodeToCheck[]): CodeDiagnostic[][];
  check(block: CodeToCheck): CodeDiagnostic[];
}

/** A checker bound to the project at `rootDir` (its node_modules and tsconfig.json); reuse it. */
export function createCodeChecker(rootDir?: string): CodeChecker {
  let typeScript: ReturnType<typeof createTypeScriptChecker> | undefined;
  const checks = (lang: string) => lang.toLowerCase() === 'css' || !!scriptLanguage(lang);
  const checkAll = (blocks: readonly CodeToCheck[]) => {
    const results: CodeDiagnostic[][] = blocks.map(() => []);
    const snippets: Snippet[] = [];
    const snippetIndexes: number[] = [];
    blocks.forEach((block, index) => {
      const lang = scriptLanguage(block.lang);
      if (lang) {
        snippets.push({ code: block.code, lang, group: block.page });
        snippetIndexes.push(index);
      } else if (block.lang.toLowerCase() === 'css') {
        results[index] = checkCss(block.code, { cssModule: block.cssModule });
      }
    });
    if (snippets.length) {
      typeScript ??= createTypeScriptChecker(rootDir);
      typeScript.check(snippets).forEach((diagnostics, i) => {
        results[snippetIndexes[i]!] = diagnostics;
      });
    }
    return results;
  };
  return { checks, checkAll, check: (block) => checkAll([block])[0]! };
}
