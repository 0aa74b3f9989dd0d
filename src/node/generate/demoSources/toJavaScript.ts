/**
 * The JavaScript version of a TypeScript demo (types removed, JSX, comments and blank lines kept,
 * formatted with the site's Prettier settings), and the formatted TypeScript shown beside it.
 */
import path from 'node:path';
import prettier from 'prettier';
import ts from 'typescript';
import { ROOT_DIR } from '../../paths';
import { parseScript } from './parseScript';

const BLANK_MARKER = '/*@@blank-line@@*/';
const BLANK_MARKER_LINE = /^([ \t]*)\/\*@@blank-line@@\*\/[ \t]*/;

/**
 * TypeScript's emitter drops blank lines. Before transpiling, put a marker comment in front of each
 * statement, class member, object property or array element that follows a blank line; the emitter
 * keeps comments, Prettier keeps them in place, and they become blank lines again afterwards.
 */
export function markBlankLines(source: string, fileName = 'demo.tsx'): string {
  const file = parseScript(source, fileName, true);
  const positions: number[] = [];
  const visitList = (nodes: ts.NodeArray<ts.Node>) => {
    nodes.forEach((node, index) => {
      if (index === 0) return;
      const fullStart = node.getFullStart();
      const trivia = source.slice(fullStart, node.getStart(file));
      const match = /\n[ \t]*\r?\n/.exec(trivia);
      if (!match) return;
      positions.push(fullStart + match.index + match[0].length);
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node))
      visitList(node.statements);
    else if (ts.isCaseClause(node) || ts.isDefaultClause(node)) visitList(node.statements);
    else if (ts.isClassLike(node)) visitList(node.members);
    else if (ts.isObjectLiteralExpression(node)) visitList(node.properties);
    else if (ts.isArrayLiteralExpression(node)) visitList(node.elements);
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = source;
  for (const position of positions.sort((a, b) => b - a)) {
    result = `${result.slice(0, position)}${BLANK_MARKER}${result.slice(position)}`;
  }
  return result;
}

/** Turns each marker back into a blank line (never two blank lines in a row). */
export function restoreBlankLines(code: string): string {
  const out: string[] = [];
  for (const line of code.split('\n')) {
    const match = BLANK_MARKER_LINE.exec(line);
    if (!match) {
      out.push(line.includes(BLANK_MARKER) ? line.split(BLANK_MARKER).join('') : line);
      continue;
    }
    if (out.length > 0 && out[out.length - 1]!.trim() !== '') out.push('');
    const rest = line.slice(match[0].length);
    if (rest.trim()) out.push(`${match[1]}${rest}`);
  }
  return out.join('\n');
}

let prettierOptions: Promise<prettier.Options> | undefined;

function formatOptions(rootDir: string): Promise<prettier.Options> {
  prettierOptions ??= prettier
    .resolveConfig(path.join(rootDir, 'demo.tsx'))
    .then((options) => options ?? {});
  return prettierOptions;
}

async function format(code: string, parser: 'babel' | 'typescript', rootDir: string) {
  return (await prettier.format(code, { ...(await formatOptions(rootDir)), parser })).trimEnd();
}

/** The JavaScript version of a TypeScript demo: types removed, JSX kept, formatted like the TS. */
export async function toJavaScript(
  source: string,
  fileName = 'demo.tsx',
  rootDir = ROOT_DIR,
): Promise<string> {
  const output = ts.transpileModule(markBlankLines(source, fileName), {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      jsx: ts.JsxEmit.Preserve,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      removeComments: false,
      isolatedModules: true,
      verbatimModuleSyntax: false,
      newLine: ts.NewLineKind.LineFeed,
    },
  });
  const errors = (output.diagnostics ?? []).filter(
    (d) => d.category === ts.DiagnosticCategory.Error,
  );
  if (errors.length) {
    throw new Error(ts.flattenDiagnosticMessageText(errors[0]!.messageText, '\n'));
  }
  // `export {};` is what TypeScript adds to a module whose only exports were types.
  const js = output.outputText.replace(/^export \{\};\s*$/m, '');
  return restoreBlankLines(await format(js, 'babel', rootDir));
}

export async function formatTypeScript(source: string, rootDir = ROOT_DIR): Promise<string> {
  try {
    return await format(source, 'typescript', rootDir);
  } catch {
    return source.trimEnd();
  }
}
