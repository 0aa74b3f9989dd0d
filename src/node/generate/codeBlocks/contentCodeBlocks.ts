/**
 * The build's check of the code blocks in content pages: every tsx/ts/jsx/js block compiles
 * against the pinned packages and every css block is plain CSS, unless the fence marks it a
 * fragment (content/README.md, "Code blocks"). A failing block fails `npm run generate`, naming
 * the Markdown file, the line in it and the message.
 */
import { ContentError } from '../../contentError';
import { createCodeChecker, type CheckerCpu, type CodeChecker } from './checkCode';
import { codeBlockKey, type CodeBlockCounts, type PageCodeBlocks } from './codeBlocksCache';
import { CSS_MODULE_MARKER, isFragment, markdownCodeBlocks } from './markdownCodeBlocks';

/** The share of checkable blocks that may be fragments. */
export const MAX_FRAGMENT_SHARE = 0.1;

export interface PageToCheck {
  /** The Markdown file, relative to the project (named in errors). */
  file: string;
  /** The page's Markdown, front matter removed. */
  markdown: string;
  /** Lines before `markdown` in the file. */
  markdownLine: number;
}

export interface CodeBlockFailure {
  file: string;
  line: number;
  /** Line of the failing block's first code line. */
  blockLine: number;
  message: string;
}

export type { CodeBlockCounts } from './codeBlocksCache';

export interface CodeBlocksReport extends CodeBlockCounts {
  failures: CodeBlockFailure[];
  /** Each page's counts and hovers, by file. */
  pages: Record<string, PageCodeBlocks>;
  /** CPU time of the TypeScript checks by phase (ms). */
  cpu: CheckerCpu;
}

export function checkContentCodeBlocks(
  pages: readonly PageToCheck[],
  checker: CodeChecker = createCodeChecker(),
): CodeBlocksReport {
  const blocks = pages.flatMap((page) =>
    markdownCodeBlocks(page.markdown)
      .filter((block) => checker.checks(block.lang))
      .map((block) => ({ page, block })),
  );
  const toCheck = blocks.filter(({ block }) => !isFragment(block));
  const results = checker.analyseAll(
    toCheck.map(({ page, block }) => ({
      code: block.code,
      lang: block.lang,
      cssModule: block.meta.includes(CSS_MODULE_MARKER),
      page: page.file,
    })),
  );
  const failures = toCheck.flatMap(({ page, block }, index) =>
    results[index]!.diagnostics.map((diagnostic) => ({
      file: page.file,
      line: page.markdownLine + block.line + diagnostic.line - 1,
      blockLine: page.markdownLine + block.line,
      message: diagnostic.message,
    })),
  );
  const counts: Record<string, PageCodeBlocks> = {};
  for (const page of pages) counts[page.file] = { checked: 0, fragments: 0, hovers: {} };
  for (const { page, block } of blocks)
    counts[page.file]![isFragment(block) ? 'fragments' : 'checked']++;
  toCheck.forEach(({ page, block }, index) => {
    const { hovers } = results[index]!;
    if (hovers.length) counts[page.file]!.hovers[codeBlockKey(block.lang, block.code)] = hovers;
  });
  return {
    checked: toCheck.length,
    fragments: blocks.length - toCheck.length,
    failures,
    pages: counts,
    cpu: checker.cpu(),
  };
}

/** Throws a ContentError listing every failing block, or when fragments are too many. */
export function assertCodeBlocksPass(
  report: CodeBlockCounts & { failures: CodeBlockFailure[] },
): void {
  if (report.failures.length) {
    const lines = report.failures.map(
      ({ file, line, message }) => `${file}:${line}: ${message.replace(/\n/g, '\n    ')}`,
    );
    throw new ContentError(
      `${report.failures.length} code block error(s) (fix the code, or mark a deliberately ` +
        `partial block \`fragment\`):\n${lines.join('\n')}`,
    );
  }
  const total = report.checked + report.fragments;
  if (total && report.fragments / total > MAX_FRAGMENT_SHARE) {
    throw new ContentError(
      `${report.fragments} of ${total} code blocks are marked fragment; at most ` +
        `${MAX_FRAGMENT_SHARE * 100} % may be (complete some of them)`,
    );
  }
}
