import ts from 'typescript';

/** How TypeScript should parse a file, from its extension. */
function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (fileName.endsWith('.ts')) return ts.ScriptKind.TS;
  if (fileName.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}

/** A demo module's syntax tree, parsed as its extension says (parent links only when asked). */
export function parseScript(
  source: string,
  fileName: string,
  setParentNodes = false,
): ts.SourceFile {
  return ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    setParentNodes,
    scriptKind(fileName),
  );
}
