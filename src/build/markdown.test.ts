import { describe, expect, it } from 'vitest';
import { renderMarkdownBody } from './markdown';

describe('renderMarkdownBody code blocks', () => {
  it('highlights a fenced block, focusable once (one tabindex), with its copy button', async () => {
    const { body } = await renderMarkdownBody(
      '```bash\nnpm install @mui/material\n```\n',
      '/content/page.md',
      '/content',
    );
    const html = body.map((block) => ('html' in block ? block.html : '')).join('');
    const pre = html.match(/<pre[^>]*>/)?.[0] ?? '';
    expect(pre.match(/tabindex=/g)).toHaveLength(1);
    expect(pre).toContain('tabindex="0"');
    expect(html).toContain('data-code-block');
    expect(html).toContain('data-copy');
  });
});
