/** A fenced code block of a content page as its Markdown writes it: what copying it must give. */
import fs from 'node:fs';
import path from 'node:path';
import { markdownCodeBlocks } from '../../src/node/generate/codeBlocks/markdownCodeBlocks';
import { ROOT } from './server';

/** The code of the first block of `file` (relative to the project) that contains `text`. */
export function contentCodeBlock(file: string, text: string): string {
  const markdown = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const block = markdownCodeBlocks(markdown).find((candidate) => candidate.code.includes(text));
  if (!block) throw new Error(`${file} has no code block with ${text}`);
  return block.code;
}
