// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdCard, type AdTexts } from './adCard';
import type { AdRecord } from './adTypes';

const sanitizeLoaded = vi.fn();
vi.mock('./sanitize', async (importOriginal) => {
  sanitizeLoaded();
  return importOriginal();
});

const TEXTS: AdTexts = {
  slot: 'Sponsored',
  sponsor: 'Sponsor',
  adBy: 'ad by',
  opensInNewTab: '(opens in a new tab)',
  adblock: 'Ad blocker on',
};

function ad(fields: Partial<AdRecord>): AdRecord {
  return {
    name: 'test',
    link: 'https://ads.example/click',
    img: '',
    description: '',
    poweredby: 'Acme',
    label: 'test',
    ...fields,
  };
}

afterEach(() => sanitizeLoaded.mockClear());

describe('createAdCard description', () => {
  it('shows the headline in bold and plain text without loading the sanitiser', async () => {
    const card = createAdCard(
      document,
      ad({ headline: 'A&B <i>Co</i>', description: 'Fast builds.' }),
      'image',
      TEXTS,
    );
    const description = card.querySelector('.ad-card-description')!;
    expect(description.querySelector('b')?.textContent).toBe('A&B <i>Co</i>');
    expect(description.textContent).toBe('A&B <i>Co</i> — Fast builds.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sanitizeLoaded).not.toHaveBeenCalled();
  });

  it('shows text at once, then the sanitised markup of a description that has some', async () => {
    const card = createAdCard(
      document,
      ad({ headline: 'Acme', description: 'Deploy <em>faster</em><img src=x onerror=alert(1)>' }),
      'inline',
      TEXTS,
    );
    const description = card.querySelector('.ad-card-description')!;
    expect(description.textContent).toBe('Acme — Deploy faster');
    await vi.waitFor(() => expect(description.querySelector('em')?.textContent).toBe('faster'));
    expect(sanitizeLoaded).toHaveBeenCalled();
    expect(description.querySelector('b')?.textContent).toBe('Acme');
    expect(description.innerHTML).not.toContain('onerror');
    expect(description.querySelector('img')).toBeNull();
  });
});
