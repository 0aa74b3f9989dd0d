/** Splits a demo's `CamelCase` file name into words: `BasicButtons` → `Basic buttons`. */
export function demoTitle(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(' ');
  return words.map((word, i) => (i === 0 ? word : word.toLowerCase())).join(' ');
}
