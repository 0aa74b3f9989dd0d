/**
 * Colour mode: light, dark or system (the default, following prefers-color-scheme),
 * stored in localStorage under `mui-mode`. Material's and Joy's providers read and write the same keys;
 * this module owns the constants and the script that applies the stored mode before the first paint.
 */
import { JOY_SCHEME_ATTRIBUTE, MATERIAL_SCHEME_ATTRIBUTE } from '@/model/colorSchemeAttributes';

export const MODE_STORAGE_KEY = 'mui-mode';
/** Prefix of the colour-scheme keys: `mui-color-scheme-light` and `mui-color-scheme-dark`. */
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';
export const THEME_OPTIONS_STORAGE_KEY = 'mui-theme-options';
/** API pages' props layout, `table` (the default) or `list`: `data-api-view` on <html>. */
export const API_VIEW_STORAGE_KEY = 'docs-api-view';

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const DEFAULT_COLOR_MODE: ColorMode = 'system';
export const COLOR_SCHEMES = ['light', 'dark'] as const;

/** A stored value that is not a valid mode is treated as system. */
export function parseColorMode(value: string | null | undefined): ColorMode {
  return COLOR_MODES.find((mode) => mode === value) ?? DEFAULT_COLOR_MODE;
}

/**
 * Runs in <head> before anything paints. It repairs garbage in storage (so the providers start from
 * valid values), then sets the colour-scheme attributes, the text direction, the density class
 * and the API pages' list layout on <html>.
 * Plain ES5 on purpose: it is not transpiled.
 */
export function colorModeInitScript(): string {
  const keys = JSON.stringify({
    mode: MODE_STORAGE_KEY,
    scheme: COLOR_SCHEME_STORAGE_KEY,
    options: THEME_OPTIONS_STORAGE_KEY,
    apiView: API_VIEW_STORAGE_KEY,
    attrs: [MATERIAL_SCHEME_ATTRIBUTE, JOY_SCHEME_ATTRIBUTE],
  });
  return `(function(){var k=${keys};var d=document.documentElement;var mode='system',scheme='light',dir='ltr';
try{var s=window.localStorage;mode=s.getItem(k.mode);if(mode!=='light'&&mode!=='dark'&&mode!=='system'){if(mode!==null)s.removeItem(k.mode);mode='system';}
['light','dark'].forEach(function(n){var v=s.getItem(k.scheme+'-'+n);if(v!==null&&v!=='light'&&v!=='dark')s.removeItem(k.scheme+'-'+n);});
try{var o=JSON.parse(s.getItem(k.options)||'{}');if(o&&o.direction==='rtl')dir='rtl';if(o&&o.dense===true)d.classList.add('dense');}catch(e){}
if(s.getItem(k.apiView)==='list')d.setAttribute('data-api-view','list');}catch(e){mode='system';}
if(mode==='system'){try{scheme=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';}catch(e){}}else{scheme=mode;}
for(var i=0;i<k.attrs.length;i++)d.setAttribute(k.attrs[i],scheme);d.style.colorScheme=scheme;d.setAttribute('dir',dir);})();`;
}
