/** `#props-variant`: the anchor of a member row on an API page (linkable, copyable, searchable). */
export function memberAnchor(section: string, name: string): string {
  return `${section}-${name}`;
}

/** `--Button-gap` → `css-variables-Button-gap`: the anchor of a CSS variable's row on an API page. */
export function cssVariableAnchor(name: string): string {
  return `css-variables-${name.replace(/^--/, '')}`;
}
