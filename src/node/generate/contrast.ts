/** WCAG contrast helpers: code colours from a highlighting theme are nudged until they reach AA. */
export const AA_CONTRAST = 4.5;

/** Red, green, blue and alpha (0–1) of a #rgb, #rgba, #rrggbb or #rrggbbaa colour. */
function rgba(hex: string): [number, number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length <= 4 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  return [r, g, b, full.length === 8 ? parseInt(full.slice(6, 8), 16) / 255 : 1];
}

function opaque(colour: string): [number, number, number] {
  const [r, g, b] = rgba(colour);
  return [r, g, b];
}

/** What a colour shows as over an opaque background: itself, or its blend when translucent. */
function shownOver(colour: string, background: string): [number, number, number] {
  const [r, g, b, alpha] = rgba(colour);
  const under = opaque(background);
  return [r, g, b].map((c, i) => c * alpha + under[i]! * (1 - alpha)) as [number, number, number];
}

function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast of a text colour (translucent ones blended) over an opaque background. */
export function contrastRatio(foreground: string, background: string): number {
  const [l1, l2] = [
    luminance(shownOver(foreground, background)),
    luminance(opaque(background)),
  ].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes the colour towards black (light background) or white (dark one) until it reads at AA. */
export function ensureContrast(
  color: string,
  background: string,
  target = AA_CONTRAST + 0.1,
): string {
  if (!/^#[0-9a-f]{3,8}$/i.test(color) || contrastRatio(color, background) >= target) return color;
  const towards = luminance(opaque(background)) > 0.5 ? 0 : 255;
  const start = shownOver(color, background);
  for (let step = 1; step <= 20; step += 1) {
    const mixed = toHex(start.map((c) => c + (towards - c) * (step / 20)));
    if (contrastRatio(mixed, background) >= target) return mixed;
  }
  return towards === 0 ? '#000000' : '#ffffff';
}
