/** `#props-variant`: the anchor of a member row on an API page (linkable, copyable, searchable). */
export function memberAnchor(section: string, name: string): string {
  return `${section}-${name}`;
}
