import { describe, expect, it } from 'vitest';
import { assistantLink } from './assistantLinks';

describe('assistantLink', () => {
  it("asks the assistant to read the page's Markdown copy", () => {
    const href = assistantLink(
      'https://claude.ai/new?q=',
      'https://docs.example.com',
      '/material-ui/react-button/',
    );
    expect(href.startsWith('https://claude.ai/new?q=Read%20https%3A%2F%2Fdocs')).toBe(true);
    expect(new URL(href).searchParams.get('q')).toBe(
      'Read https://docs.example.com/material-ui/react-button.md so I can ask questions about it.',
    );
  });
});
