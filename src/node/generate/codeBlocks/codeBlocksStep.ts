/**
 * The code-block check as a step of `npm run generate`: it checks the pages' blocks, prints the
 * counts and fails on an error. Each page that passed is remembered, with its blocks' types on
 * hover, in build-cache/code-blocks.json (./codeBlocksCache.ts) under a hash of its Markdown, with
 * the lock file, tsconfig.json and the checker's sources as the cache's salt, so a later run
 * (`npm run dev` reruns generate on every content change) only checks the pages that changed.
 * The check runs on a worker thread, so the build's other steps go on meanwhile.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readJson } from '../../readJson';
import { CACHE_DIR, ROOT_DIR } from '../../paths';
import { createWorkerPool } from '../../workerPool';
import { CODE_BLOCKS_FILE, type CodeBlocksCache, type PassedPage } from './codeBlocksCache';
import { assertCodeBlocksPass, type CodeBlocksReport, type PageToCheck } from './contentCodeBlocks';

const CHECKER_DIR = path.join(ROOT_DIR, 'src', 'node', 'generate', 'codeBlocks');

function cacheSalt(): string {
  const hash = crypto.createHash('sha256');
  for (const file of ['package-lock.json', 'tsconfig.json']) {
    const absolute = path.join(ROOT_DIR, file);
    if (fs.existsSync(absolute)) hash.update(fs.readFileSync(absolute));
  }
  for (const file of fs.readdirSync(CHECKER_DIR).sort()) {
    if (!file.endsWith('.test.ts')) hash.update(fs.readFileSync(path.join(CHECKER_DIR, file)));
  }
  return hash.digest('hex');
}

const pageHash = (page: PageToCheck) =>
  crypto.createHash('sha256').update(`${page.markdownLine}\0${page.markdown}`).digest('hex');

async function checkOnWorkerThread(pages: readonly PageToCheck[]): Promise<CodeBlocksReport> {
  const pool = createWorkerPool(path.join(__dirname, 'codeBlocksWorker.ts'), 1);
  try {
    const toSend = pages.map(({ file, markdown, markdownLine }) => ({
      file,
      markdown,
      markdownLine,
    }));
    return (await pool.run(toSend)) as CodeBlocksReport;
  } finally {
    await pool.destroy();
  }
}

export async function checkCodeBlocksCached(pages: readonly PageToCheck[]): Promise<void> {
  const salt = cacheSalt();
  const cached = readJson<CodeBlocksCache>(CODE_BLOCKS_FILE);
  const passed = cached?.salt === salt ? cached.pages : {};
  const changed = pages.filter((page) => passed[page.file]?.hash !== pageHash(page));
  const started = Date.now();
  const report = changed.length
    ? await checkOnWorkerThread(changed)
    : { checked: 0, fragments: 0, failures: [], pages: {} };
  const next: Record<string, PassedPage> = {};
  const failed = new Set(report.failures.map((failure) => failure.file));
  let checked = 0;
  let fragments = 0;
  let hovers = 0;
  for (const page of pages) {
    const result = report.pages[page.file] ?? passed[page.file]!;
    checked += result.checked;
    fragments += result.fragments;
    for (const blockHovers of Object.values(result.hovers)) hovers += blockHovers.length;
    if (!failed.has(page.file)) {
      next[page.file] = {
        hash: pageHash(page),
        checked: result.checked,
        fragments: result.fragments,
        hovers: result.hovers,
      };
    }
  }
  console.log(
    `generate: ${checked} code blocks (${fragments} fragments), ${report.checked} of them ` +
      `checked now, ${report.failures.length} errors, ${hovers} types on hover, ` +
      `in ${Date.now() - started} ms`,
  );
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const cache: CodeBlocksCache = { salt, pages: next };
  fs.writeFileSync(CODE_BLOCKS_FILE, JSON.stringify(cache));
  assertCodeBlocksPass({ checked, fragments, failures: report.failures });
}
