import { describe, expect, it } from 'vitest';
import { apiSlug } from './packages';

describe('apiSlug', () => {
  it.each([
    ['Button', 'button'],
    ['ButtonBase', 'button-base'],
    ['useButton', 'use-button'],
    ['Unstable_NumberInput', 'number-input'],
    ['Experimental_CssVarsProvider', 'experimental-css-vars-provider'],
    ['GridColDef', 'grid-col-def'],
    ['DataGridPremium', 'data-grid-premium'],
    ['SVGIcon', 'svg-icon'],
  ])('%s → %s', (name, slug) => {
    expect(apiSlug(name)).toBe(slug);
  });
});
