/**
 * Every highlighted code token of the build reads at WCAG AA in both colour modes: each colour a
 * `pre.shiki` block gives a token (`--shiki-light` / `--shiki-dark`) against that block's
 * background in the same mode (`--shiki-light-bg` / `--shiki-dark-bg`; docs.css paints both on the
 * block and its spans). The colours are made readable at build time (src/node/generate/highlight.ts nudges
 * the themes' colours with src/node/generate/contrast.ts); this reads what was really written, in every
 * page and in every demo's source file, so the page walks need not run axe's colour rules over
 * thousands of token spans per page in each mode (tests/e2e/productWalk.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio } from '../../src/node/generate/contrast';
import { OUT_DIR } from '../support';

type Mode = 'light' | 'dark';
const MODES: Mode[] = ['light', 'dark'];

function builtFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(html|json)$/.test(file))
    .map((file) => path.join(dir, file));
}

function values(text: string, variable: string): Set<string> {
  const pattern = new RegExp(`--shiki-${variable}:\\s*(#[0-9a-fA-F]{3,8})`, 'g');
  return new Set(Array.from(text.matchAll(pattern), (match) => match[1]!.toLowerCase()));
}

describe('highlighted code in the build', () => {
  it('gives every token a colour that reads at AA on its block, in light and dark', () => {
    const failures = new Set<string>();
    let blocks = 0;
    for (const file of builtFiles(OUT_DIR)) {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes('shiki')) continue;
      blocks += 1;
      for (const mode of MODES) {
        const backgrounds = values(text, `${mode}-bg`);
        for (const colour of values(text, mode)) {
          for (const background of backgrounds) {
            const ratio = contrastRatio(colour, background);
            if (ratio < AA_CONTRAST) {
              failures.add(`${mode}: ${colour} on ${background} = ${ratio.toFixed(2)}:1`);
            }
          }
        }
      }
    }
    // Pages and demo source files with highlighted code: most of the site.
    expect(blocks).toBeGreaterThan(1000);
    expect([...failures]).toEqual([]);
  });

  it('finds a colour that falls short (the check can fail)', () => {
    expect(contrastRatio('#768390', '#22272e')).toBeLessThan(AA_CONTRAST);
    expect(contrastRatio('#24292e80', '#ffffff')).toBeLessThan(AA_CONTRAST);
  });
});
