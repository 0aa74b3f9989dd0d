import fs from 'node:fs';
import path from 'node:path';
import { createHighlighter, createOnigurumaEngine, type RegexEngine } from 'shiki';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES, highlightOptions } from './highlight';
import { createMemoRegexEngine } from './memoRegexEngine';

const LANGS = ['tsx', 'jsx', 'css', 'md'];

/** Oniguruma with a count of the searches that reach it. */
async function countingEngine(): Promise<{ engine: RegexEngine; searches: () => number }> {
  const inner = await createOnigurumaEngine(import('shiki/wasm'));
  let searches = 0;
  return {
    engine: {
      createString: (content) => inner.createString(content),
      createScanner(patterns) {
        const scanner = inner.createScanner(patterns);
        return {
          findNextMatchSync(string, start, options) {
            searches += 1;
            return scanner.findNextMatchSync(string, start, options);
          },
        };
      },
    },
    searches: () => searches,
  };
}

async function highlighters() {
  const counting = await countingEngine();
  const themes = Object.values(CODE_THEMES);
  const plain = await createHighlighter({ themes, langs: LANGS });
  const memo = await createHighlighter({
    themes,
    langs: LANGS,
    engine: createMemoRegexEngine(counting.engine),
  });
  const html = (shiki: typeof plain, code: string, lang: string) =>
    shiki.codeToHtml(code, highlightOptions(shiki, lang));
  return { plain, memo, html, searches: counting.searches };
}

// Code with nesting the grammars treat with begin/end and while rules, back-references
// (template literals, JSX), anchors at line starts and lines repeated at other positions.
const SAMPLES: [string, string][] = [
  [fs.readFileSync(path.join(__dirname, 'memoRegexEngine.ts'), 'utf8'), 'tsx'],
  [
    [
      "import * as React from 'react';",
      'const css = `color: ${1 + 2}px`;',
      'export default function Demo({ n }: { n: number }) {',
      '  return (',
      '    <div className="a">{n > 1 ? <b>{`x${n}`}</b> : null}</div>',
      '  );',
      '}',
      '  return (',
    ].join('\n'),
    'tsx',
  ],
  ["const a = /ab+c/g;\n// a comment\n<div>{'a'}</div>;\nconst a = /ab+c/g;", 'jsx'],
  [
    '.a:hover > .b::after { content: "x"; color: rgb(0 0 0 / 50%); }\n@media (min-width: 1px) {}',
    'css',
  ],
  ['# Title\n\n> quote\n\n```tsx\nconst a = 1;\n```\n\n- item `code`', 'md'],
];

describe('memoized regex engine', () => {
  it('colours code exactly as Oniguruma alone does', async () => {
    const { plain, memo, html } = await highlighters();
    for (const [code, lang] of SAMPLES) {
      expect(html(memo, code, lang)).toBe(html(plain, code, lang));
      // Again, now answered from memory.
      expect(html(memo, code, lang)).toBe(html(plain, code, lang));
    }
  }, 180_000);

  it('searches once for the two themes, and not again for code it has seen', async () => {
    const { memo, html, searches } = await highlighters();
    const [code, lang] = SAMPLES[0]!;
    const counted = await countingEngine();
    const singleCounting = await createHighlighter({
      themes: [CODE_THEMES.light],
      langs: ['tsx'],
      engine: counted.engine,
    });
    // No time limit, as the build's highlighting: a loaded machine would cut the pass short.
    singleCounting.codeToHtml(code, { lang, theme: CODE_THEMES.light, tokenizeTimeLimit: 0 });
    const onePass = counted.searches();
    expect(onePass).toBeGreaterThan(100);
    html(memo, code, lang);
    // Both themes' passes cost at most one pass of searches (fewer: lines repeat in the code).
    const twoThemes = searches();
    expect(twoThemes).toBeGreaterThan(onePass / 2);
    expect(twoThemes).toBeLessThanOrEqual(onePass);
    html(memo, code, lang);
    expect(searches()).toBe(twoThemes);
  }, 180_000);
});
