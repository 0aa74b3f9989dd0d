import { describe, expect, it } from 'vitest';
import { markdownKeyOf, prefersMarkdown } from './markdownNegotiation';

describe('prefersMarkdown', () => {
  it('is true only when Markdown is named and weighted at least as high as HTML', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html;q=0.9')).toBe(true);
    expect(prefersMarkdown('text/markdown;q=0.8, */*;q=0.8')).toBe(true);
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(false);
    expect(prefersMarkdown('text/html, text/markdown;q=0.5')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false);
  });
});

describe('markdownKeyOf', () => {
  it("names a page's Markdown copy, and nothing for other files", () => {
    expect(markdownKeyOf('material-ui/react-button/index.html')).toBe(
      'material-ui/react-button.md',
    );
    expect(markdownKeyOf('index.html')).toBe('index.md');
    expect(markdownKeyOf('robots.txt')).toBeNull();
  });
});
