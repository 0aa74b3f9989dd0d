/** Upper-cases the first character. Throws for anything but a string, as its callers expect text. */
export function capitalize(value: unknown): string {
  if (typeof value !== 'string') {
    throw new TypeError(`capitalize(value) expects a string argument, received ${typeof value}.`);
  }
  return value.charAt(0).toUpperCase() + value.slice(1);
}
