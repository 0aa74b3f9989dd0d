/**
 * build-cache/code-blocks.json: each page whose code blocks passed the check (./codeBlocksStep.ts),
 * with its counts and its blocks' types on hover, which the page's render reads
 * (src/node/generate/markdown.ts). A block is found by its language and code, not by its place, so a
 * page rendered in pieces (demos between Markdown chunks) finds each of its blocks.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CACHE_DIR } from '../../paths';
import { readJson } from '../../readJson';
import type { CodeHover } from './codeHovers';

export const CODE_BLOCKS_FILE = path.join(CACHE_DIR, 'code-blocks.json');

export interface CodeBlockCounts {
  /** Blocks compiled or parsed. */
  checked: number;
  /** Blocks of a checked language marked `fragment`, so not checked. */
  fragments: number;
}

/** A page's types on hover, by block (codeBlockKey). */
export type PageHovers = Record<string, CodeHover[]>;

/** What checking a page's blocks found besides errors. */
export interface PageCodeBlocks extends CodeBlockCounts {
  /** Types on hover of the page's script blocks (those with any), by codeBlockKey. */
  hovers: PageHovers;
}

export interface PassedPage extends PageCodeBlocks {
  /** Hash of the page's Markdown when it passed. */
  hash: string;
}

export interface CodeBlocksCache {
  /** What every result depends on besides the page (lock file, tsconfig, checker sources). */
  salt: string;
  /** By page file, relative to the project. */
  pages: Record<string, PassedPage>;
}

export function codeBlockKey(lang: string, code: string): string {
  return crypto
    .createHash('sha256')
    .update(`${lang.toLowerCase()}\0${code}`)
    .digest('base64url')
    .slice(0, 16);
}

let read: { mtimeMs: number; cache: CodeBlocksCache | null } | undefined;

/**
 * The types on hover of a page's blocks, as the last `npm run generate` found them; null when the
 * page is unknown (a build without generate).
 */
export function hoversOfPage(pageFile: string): PageHovers | null {
  const mtimeMs = fs.statSync(CODE_BLOCKS_FILE, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (read?.mtimeMs !== mtimeMs) {
    read = { mtimeMs, cache: readJson<CodeBlocksCache>(CODE_BLOCKS_FILE) };
  }
  return read.cache?.pages[pageFile]?.hovers ?? null;
}

/** The types on hover of a block of a page; none when the page or block is unknown. */
export function hoversOfBlock(pageFile: string, lang: string, code: string): CodeHover[] {
  return hoversOfPage(pageFile)?.[codeBlockKey(lang, code)] ?? [];
}
