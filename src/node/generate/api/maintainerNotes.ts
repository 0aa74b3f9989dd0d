/**
 * Doc comments in the packages sometimes carry notes meant for the library's maintainers
 * ("TODO rows v6: Rename or remove ?", "FIXME: …"). They say nothing to a reader of the API
 * reference, so the extractor drops them. A note starts at a line that begins with one of the
 * markers and runs to the end of its paragraph (the next blank line).
 */
const NOTE_START = /^\s*(?:[-*]\s*)?(?:TODO|FIXME|XXX|HACK)\b/;

export function stripMaintainerNotes(text: string): string {
  const kept: string[] = [];
  let inNote = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      inNote = false;
      kept.push(line);
    } else if (inNote || NOTE_START.test(line)) {
      inNote = true;
    } else {
      kept.push(line);
    }
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
