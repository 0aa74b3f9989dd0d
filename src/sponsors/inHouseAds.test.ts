import { describe, expect, it } from 'vitest';
import { IN_HOUSE_ADS, pickInHouseAd } from './inHouseAds';

describe('in-house ads', () => {
  it('has five complete records with distinct names', () => {
    expect(IN_HOUSE_ADS).toHaveLength(5);
    expect(new Set(IN_HOUSE_ADS.map((ad) => ad.name)).size).toBe(5);
    for (const ad of IN_HOUSE_ADS) {
      expect(ad.link).toMatch(/^(\/[a-z-]+.*\/|https:\/\/mui\.com\/.*)$/);
      expect(ad.img).toMatch(/^data:image\/svg\+xml,/);
      expect(ad.description).not.toBe('');
      expect(ad.poweredby).toBe('MUI');
      expect(ad.label).toBe(`in-house-${ad.name}`);
    }
  });

  it('picks with the injected random function', () => {
    expect(pickInHouseAd(() => 0).name).toBe('templates');
    expect(pickInHouseAd(() => 0.4).name).toBe('data-grid');
    expect(pickInHouseAd(() => 0.9999).name).toBe('base-ui');
    expect(pickInHouseAd(() => 1).name).toBe('base-ui');
  });

  it('draws the images at 130 × 100', () => {
    for (const ad of IN_HOUSE_ADS) {
      const svg = decodeURIComponent(ad.img.slice(ad.img.indexOf(',') + 1));
      expect(svg).toContain('width="130" height="100"');
    }
  });
});
