/** WCAG contrast helpers: code colours from a highlighting theme are nudged until they reach AA. */
export const AA_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
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
  const towards = luminance(background) > 0.5 ? 0 : 255;
  const start = channels(color);
  for (let step = 1; step <= 20; step += 1) {
    const mixed = toHex(start.map((c) => c + (towards - c) * (step / 20)));
    if (contrastRatio(mixed, background) >= target) return mixed;
  }
  return towards === 0 ? '#000000' : '#ffffff';
}
