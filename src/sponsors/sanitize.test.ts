// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { adHtmlToText } from './adText';
import { sanitizeAdHtml } from './sanitize';

describe('sanitizeAdHtml', () => {
  it('removes images with event handlers', () => {
    const html = sanitizeAdHtml('Hi <img src=x onerror=alert(1)>there');
    expect(html).toBe('Hi there');
  });

  it('removes scripts with their content', () => {
    expect(sanitizeAdHtml('a<script>alert(1)</script>b')).toBe('ab');
  });

  it('removes javascript: links but keeps their text', () => {
    const html = sanitizeAdHtml('<a href="javascript:alert(1)">click</a>');
    expect(html).not.toContain('javascript');
    expect(html).toContain('click');
  });

  it('keeps a few inline tags and strips their attributes', () => {
    const html = '<b>bold</b> <i>it</i> <em>em</em> <strong onclick="x()">s</strong>';
    expect(sanitizeAdHtml(html)).toBe('<b>bold</b> <i>it</i> <em>em</em> <strong>s</strong>');
    expect(sanitizeAdHtml('<div style="color:red"><h1>Big</h1></div>')).toBe('Big');
  });

  it('keeps http links, marked as sponsored', () => {
    const html = sanitizeAdHtml('<a href="https://ads.example/" class="x" onclick="y()">go</a>');
    const link = new DOMParser().parseFromString(html ?? '', 'text/html').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://ads.example/');
    expect(link?.getAttribute('rel')).toBe('noopener sponsored');
    expect(link?.hasAttribute('class')).toBe(false);
    expect(link?.hasAttribute('onclick')).toBe(false);
  });

  it('unwraps links where they would be nested in the ad link', () => {
    const html = '<a href="https://ads.example/">go</a> <b>x</b>';
    expect(sanitizeAdHtml(html, { allowLinks: false })).toBe('go <b>x</b>');
  });
});

describe('adHtmlToText', () => {
  it('keeps only the text', () => {
    const html = '<b>A &amp; B</b><script>alert(1)</script> <img src=x onerror=alert(1)>c';
    expect(adHtmlToText(html)).toBe('A & B c');
  });
});
