import { describe, expect, it } from 'vitest';
import { readPageBody } from './content/readPage';
import type { CodeHover } from './codeBlocks/codeHovers';
import { renderMarkdownBody, type HoversOf } from './markdown';

/** Renders a page body the way page data does: split and parsed first, as the site index holds it. */
function render(markdown: string, hoversOf?: HoversOf) {
  const { segments } = readPageBody(markdown, '/content/page.md', {
    productId: 'material-ui',
    contentDir: '/content',
  });
  return renderMarkdownBody(segments, () => undefined, { hoversOf });
}

async function html(markdown: string, hoversOf?: HoversOf): Promise<string> {
  const { body } = await render(markdown, hoversOf);
  return body.map((block) => (block.kind === 'html' ? block.html : '')).join('');
}

describe('renderMarkdownBody code blocks', () => {
  it('highlights a fenced block, focusable once (one tabindex), with its copy button', async () => {
    const out = await html('```bash\nnpm install @mui/material\n```\n');
    const pre = out.match(/<pre[^>]*>/)?.[0] ?? '';
    expect(pre.match(/tabindex=/g)).toHaveLength(1);
    expect(pre).toContain('tabindex="0"');
    expect(out).toContain('data-code-block');
    expect(out).toContain('data-copy');
  });
});

describe('renderMarkdownBody types on hover', () => {
  const code = '<Button variant="text" />;';
  const at = (word: string, text: string): CodeHover => {
    const start = code.indexOf(word);
    return { start, end: start + word.length, text };
  };
  const hovers = [
    at('Button', 'const Button: ExtendButtonBase<ButtonTypeMap>'),
    at('variant', '(property) variant?: "text" | "outlined" | "contained" | undefined'),
  ];
  const hoversOf: HoversOf = (lang, block) => (lang === 'tsx' && block === code ? hovers : []);

  it('makes each hovered token a tab stop described by the popup after it, ids unique in the page', async () => {
    const out = await html(
      `\`\`\`tsx\n${code}\n\`\`\`\n\nBetween.\n\n\`\`\`tsx\n${code}\n\`\`\`\n`,
      hoversOf,
    );
    const triggers = [
      ...out.matchAll(/<span[^>]*aria-describedby="([^"]+)"[^>]*>([^<]*)<\/span>/g),
    ];
    expect(triggers.map((match) => [match[1], match[2]])).toEqual([
      ['hover_1', 'Button'],
      ['hover_2', 'variant'],
      ['hover_3', 'Button'],
      ['hover_4', 'variant'],
    ]);
    expect(triggers.every((match) => match[0].includes('tabindex="0"'))).toBe(true);
    // Each popup right after its token, with the type as text (escaped).
    expect(out).toContain(
      'variant</span><span role="tooltip" id="hover_2">(property) variant?: "text" | "outlined" | "contained" | undefined</span>',
    );
    expect(out).toContain('id="hover_1">const Button: ExtendButtonBase&#x3C;ButtonTypeMap></span>');
  });

  it('leaves blocks without hovers, and other languages, as plain highlighted code', async () => {
    const out = await html('```tsx\nconst other = 1;\n```\n\n```bash\nnpm test\n```\n', hoversOf);
    expect(out).not.toContain('aria-describedby');
    expect(out).not.toContain('role="tooltip"');
  });
});

describe('renderMarkdownBody task lists', () => {
  it('names each checkbox by its state, so it is not an unlabelled form field', async () => {
    const out = await html('- [x] Update the imports\n- [ ] Run the codemod\n');
    const boxes = out.match(/<input[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toContain('aria-label="Done"');
    expect(boxes[0]).toContain('checked');
    expect(boxes[1]).toContain('aria-label="To do"');
    expect(boxes[1]).not.toContain('checked');
  });
});

describe('renderMarkdownBody tables', () => {
  it('makes a table focusable (it scrolls when wide) and turns column alignment into CSS', async () => {
    const out = await html('| Name | Size |\n| :-- | --: |\n| Button | 5 KB |\n');
    expect(out).toContain('<table tabindex="0">');
    expect(out).not.toContain('align=');
    expect(out).toContain('<th style="text-align: left">Name</th>');
    expect(out).toContain('<td style="text-align: right">5 KB</td>');
  });
});

describe('renderMarkdownBody footnotes', () => {
  it('keeps the footnotes heading id the references point at, out of the table of contents', async () => {
    const { body, headings } = await render('Text with a note.[^1]\n\n[^1]: The note.\n');
    const out = body.map((block) => (block.kind === 'html' ? block.html : '')).join('');
    expect(out).toContain('aria-describedby="footnote-label"');
    expect(out).toMatch(/<h2[^>]*id="footnote-label"/);
    expect(headings.map((heading) => heading.text)).not.toContain('Footnotes');
  });
});

describe('renderMarkdownBody demo anchors', () => {
  it('gives each demo an id no heading or other demo on the page has', async () => {
    const demo = (id: string, name: string) =>
      ({ kind: 'demo', id, name, path: `${name}.tsx`, line: 1, options: {} }) as const;
    const { body } = await renderMarkdownBody(
      [
        { kind: 'markdown', text: '## Basic buttons\n\nText.\n' },
        demo('material-ui/BasicButtons', 'BasicButtons'),
        { kind: 'markdown', text: '## Sizes\n' },
        demo('material-ui/ButtonSizes', 'ButtonSizes'),
        demo('material-ui/other/BasicButtons', 'BasicButtons'),
      ],
      (id) => ({ id, file: `content/${id}.tsx`, variants: [] }) as never,
    );
    const anchors = body.flatMap((block) => (block.kind === 'demo' ? [block.anchor] : []));
    expect(anchors).toEqual(['basic-buttons-demo', 'button-sizes', 'basic-buttons-demo-2']);
  });
});

describe('renderMarkdownBody catalogues', () => {
  it('renders the Markdown a catalogue directive generated, headings in the TOC', async () => {
    const { segments } = readPageBody(
      '## All events\n\n{{"catalogue": "grid-events"}}\n',
      '/content/page.md',
      {
        productId: 'x-data-grid',
        contentDir: '/content',
        catalogue: (name) => `### Generated ${name}\n\n| Event |\n| --- |\n| \`cellClick\` |\n`,
      },
    );
    expect(segments.map((segment) => segment.kind)).toEqual(['markdown', 'catalogue']);
    const { body, headings } = await renderMarkdownBody(segments, () => undefined);
    const out = body.map((block) => (block.kind === 'html' ? block.html : '')).join('');
    expect(out).toContain('<code>cellClick</code>');
    expect(out).toContain('<table');
    expect(headings.map((h) => h.text)).toEqual(['All events', 'Generated grid-events']);
  });
});
