/**
 * The code-block check of every content page on this thread, without the cache
 * (build-cache/code-blocks.json): prints the counts and the checker's CPU per phase, and writes
 * every type on hover, a line each (`file:line of the block`, token@offset, text), to the file
 * given, so that two checkouts' hovers can be compared with diff.
 *   npx tsx bench/codeBlockCheck.ts /tmp/hovers.txt      (node --cpu-prof --import tsx … to profile)
 */
import fs from 'node:fs';
import os from 'node:os';
import { codeBlockKey } from '../src/node/generate/codeBlocks/codeBlocksCache';
import { checkContentCodeBlocks } from '../src/node/generate/codeBlocks/contentCodeBlocks';
import { markdownCodeBlocks } from '../src/node/generate/codeBlocks/markdownCodeBlocks';
import { buildSiteIndex } from '../src/node/generate/siteIndex';

const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function main() {
  const out = process.argv[2];
  if (!out) throw new Error('usage: npx tsx bench/codeBlockCheck.ts <file for the hover texts>');
  const index = await buildSiteIndex();
  const started = Date.now();
  const report = checkContentCodeBlocks(index.pages);
  const wallMs = Date.now() - started;
  const lines: string[] = [];
  for (const page of index.pages) {
    const hovers = report.pages[page.file]?.hovers ?? {};
    for (const block of markdownCodeBlocks(page.markdown)) {
      for (const hover of hovers[codeBlockKey(block.lang, block.code)] ?? []) {
        const token = block.code.slice(hover.start, hover.end);
        lines.push(`${page.file}:${block.line}\t${token}@${hover.start}\t${hover.text}`);
      }
    }
  }
  fs.writeFileSync(out, `${lines.join('\n')}\n`);
  const { programs, diagnostics, hovers } = report.cpu;
  console.log(
    `${report.checked} blocks checked, ${report.fragments} fragments, ${report.failures.length} ` +
      `errors, ${lines.length} hover lines in ${out}; ${seconds(wallMs)} s wall; CPU: programs ` +
      `${seconds(programs)} s, diagnostics ${seconds(diagnostics)} s, hovers ${seconds(hovers)} s ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
}

void main();
