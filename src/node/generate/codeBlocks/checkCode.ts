/**
 * The code-block checker, one entry point for every caller (the build, tools): give it code and
 * its fence language, get diagnostics back. tsx/ts are type-checked as TypeScript and jsx/js as
 * JavaScript (checkJs) against the pinned packages in node_modules; css is parsed with postcss.
 * Other languages (bash, json, diff…) are not checked. The code is never run.
 */
import type { CodeHover } from './codeHovers';
import { checkCss } from './cssChecker';
import {
  createTypeScriptChecker,
  scriptLanguage,
  type CodeDiagnostic,
  type Snippet,
} from './typeScriptChecker';

export type { CodeDiagnostic } from './typeScriptChecker';
export type { CodeHover } from './codeHovers';

/** A block's diagnostics (empty: it passed) and, for script blocks, its types on hover. */
export interface CodeAnalysis {
  diagnostics: CodeDiagnostic[];
  hovers: CodeHover[];
}

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
  /** checkAll, with the types on hover of each script block from the same programs. */
  analyseAll(blocks: readonly CodeToCheck[]): CodeAnalysis[];
}

/** A checker bound to the project at `rootDir` (its node_modules and tsconfig.json); reuse it. */
export function createCodeChecker(rootDir?: string): CodeChecker {
  let typeScript: ReturnType<typeof createTypeScriptChecker> | undefined;
  const checks = (lang: string) => lang.toLowerCase() === 'css' || !!scriptLanguage(lang);
  const analyse = (blocks: readonly CodeToCheck[], hovers: boolean) => {
    const results: CodeAnalysis[] = blocks.map(() => ({ diagnostics: [], hovers: [] }));
    const snippets: Snippet[] = [];
    const snippetIndexes: number[] = [];
    blocks.forEach((block, index) => {
      const lang = scriptLanguage(block.lang);
      if (lang) {
        snippets.push({ code: block.code, lang, group: block.page });
        snippetIndexes.push(index);
      } else if (block.lang.toLowerCase() === 'css') {
        results[index]!.diagnostics = checkCss(block.code, { cssModule: block.cssModule });
      }
    });
    if (snippets.length) {
      typeScript ??= createTypeScriptChecker(rootDir);
      typeScript.check(snippets, { hovers }).forEach((result, i) => {
        results[snippetIndexes[i]!] = result;
      });
    }
    return results;
  };
  const checkAll = (blocks: readonly CodeToCheck[]) =>
    analyse(blocks, false).map((result) => result.diagnostics);
  return {
    checks,
    checkAll,
    check: (block) => checkAll([block])[0]!,
    analyseAll: (blocks) => analyse(blocks, true),
  };
}
