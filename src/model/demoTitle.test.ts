import { describe, expect, it } from 'vitest';
import { demoAnchor, demoTitle, uniqueDemoAnchor } from './demoTitle';

describe('demoTitle', () => {
  it('reads a demo file name as words, capitalised once', () => {
    expect(demoTitle('BasicButtons')).toBe('Basic buttons');
    expect(demoTitle('InputSlider2Demo')).toBe('Input slider2 demo');
    expect(demoTitle('Demo')).toBe('Demo');
  });
});

describe('demo anchors', () => {
  it('kebab-cases the name, and avoids the ids a page already has', () => {
    expect(demoAnchor('BasicButtons')).toBe('basic-buttons');
    const taken = new Set(['basic-buttons']);
    expect(uniqueDemoAnchor('BasicButtons', taken)).toBe('basic-buttons-demo');
    expect(uniqueDemoAnchor('BasicButtons', taken)).toBe('basic-buttons-demo-2');
    expect(uniqueDemoAnchor('Sizes', taken)).toBe('sizes');
    expect([...taken]).toEqual([
      'basic-buttons',
      'basic-buttons-demo',
      'basic-buttons-demo-2',
      'sizes',
    ]);
  });
});
