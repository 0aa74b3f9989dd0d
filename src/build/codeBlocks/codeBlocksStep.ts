/**
 * The code-block check as a step of `npm run generate`: it checks every page's blocks, prints the
 * counts and fails on an error. A pass is remembered in build-cache/ under a hash of the blocks,
 * the lock file and the checker's sources, so an unchanged tree is not checked again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, ROOT_DIR } from '../paths';
import {
  assertCodeBlocksPass,
  checkContentCodeBlocks,
  type PageToCheck,
} from './contentCodeBlocks';

const CACHE_FILE = path.join(CACHE_DIR, 'code-blocks-pass.txt');
const CHECKER_DIR = path.join(ROOT_DIR, 'src', 'build', 'codeBlocks');

function inputHash(pages: readonly PageToCheck[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of ['package-lock.json', 'tsconfig.json']) {
    const absolute = path.join(ROOT_DIR, file);
    if (fs.existsSync(absolute)) hash.update(fs.readFileSync(absolute));
  }
  for (const file of fs.readdirSync(CHECKER_DIR).sort()) {
    if (!file.endsWith('.test.ts')) hash.update(fs.readFileSync(path.join(CHECKER_DIR, file)));
  }
  for (const page of pages) hash.update(`\0${page.file}\0${page.markdownLine}\0${page.markdown}`);
  return hash.digest('hex');
}

export function checkCodeBlocksCached(pages: readonly PageToCheck[]): void {
  const hash = inputHash(pages);
  if (fs.existsSync(CACHE_FILE) && fs.readFileSync(CACHE_FILE, 'utf8') === hash) {
    console.log('generate: code blocks unchanged since they last passed');
    return;
  }
  const started = Date.now();
  const report = checkContentCodeBlocks(pages);
  console.log(
    `generate: ${report.checked} code blocks checked (${report.fragments} fragments), ` +
      `${report.failures.length} errors, in ${Date.now() - started} ms`,
  );
  assertCodeBlocksPass(report);
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(CACHE_FILE, hash);
}
